// Applying app-config.json's theme: the chosen set's custom properties on :root, data-theme for tokens.css, and
// 'auto' following the system's colour scheme while the page is open.
import { parseThemeConfig } from '../../config/theme-config';
import { applyThemeOverrides } from '../layout/theme';

type Listener = () => void;

/** A prefers-color-scheme the test can flip, with the addListener API iOS 12 has. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    get matches() {
      return dark;
    },
    addListener: (l: Listener) => listeners.add(l),
    removeListener: (l: Listener) => listeners.delete(l),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    flip(next: boolean) {
      dark = next;
      listeners.forEach((l) => l());
    },
    listeners,
  };
}

const root = document.documentElement;
const prop = (name: string) => root.style.getPropertyValue(name);

const branded = parseThemeConfig({
  light: { accent: '#e4572e' },
  dark: { accent: '#ff8a65', bg: '#101010' },
  radius: '16px',
  homeHeaderImage: 'https://cdn.game.example/header.png',
});

let stop: () => void = () => {};
afterEach(() => stop());

it("light mode: the light set and the shared values, data-theme='light' even on a dark system", () => {
  fakeSystemScheme(true);
  stop = applyThemeOverrides({ ...branded, mode: 'light' });
  expect(root.getAttribute('data-theme')).toBe('light');
  expect(prop('--uc-accent')).toBe('#e4572e');
  expect(prop('--uc-bg')).toBe('');
  expect(prop('--uc-radius')).toBe('16px');
  expect(prop('--uc-home-header-image')).toBe('url("https://cdn.game.example/header.png")');
});

it("dark mode: the dark set, data-theme='dark'", () => {
  fakeSystemScheme(false);
  stop = applyThemeOverrides({ ...branded, mode: 'dark' });
  expect(root.getAttribute('data-theme')).toBe('dark');
  expect(prop('--uc-accent')).toBe('#ff8a65');
  expect(prop('--uc-bg')).toBe('#101010');
});

it('auto mode follows the system, also when it changes while the page is open', () => {
  const system = fakeSystemScheme(false);
  stop = applyThemeOverrides({ ...branded, mode: 'auto' });
  expect(root.getAttribute('data-theme')).toBe('light');
  expect(prop('--uc-accent')).toBe('#e4572e');
  system.flip(true);
  expect(root.getAttribute('data-theme')).toBe('dark');
  expect(prop('--uc-accent')).toBe('#ff8a65');
  expect(prop('--uc-bg')).toBe('#101010');
  system.flip(false);
  expect(prop('--uc-bg')).toBe('');
  stop();
  expect(system.listeners.size).toBe(0);
  expect(root.hasAttribute('data-theme')).toBe(false);
  expect(prop('--uc-radius')).toBe('');
});

it('a second apply replaces the first (no stale listener, no stale property)', () => {
  const system = fakeSystemScheme(false);
  applyThemeOverrides({ ...branded, mode: 'auto' });
  stop = applyThemeOverrides(parseThemeConfig({ mode: 'light' }));
  expect(system.listeners.size).toBe(0);
  expect(prop('--uc-accent')).toBe('');
  expect(prop('--uc-radius')).toBe('');
});

it('tells whoever deploys the file what it ignored', () => {
  fakeSystemScheme(false);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  stop = applyThemeOverrides(parseThemeConfig({ light: { accent: 'red;x' } }));
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('theme.light.accent: not a colour'));
  expect(prop('--uc-accent')).toBe('');
  warn.mockRestore();
});

it('without matchMedia (old webview) auto means light', () => {
  // @ts-expect-error: a webview without matchMedia
  delete window.matchMedia;
  stop = applyThemeOverrides(branded);
  expect(root.getAttribute('data-theme')).toBe('light');
});
