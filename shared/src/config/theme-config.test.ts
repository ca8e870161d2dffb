// app-config.json `theme`: what a game may brand, and what a hostile or mistyped file can never get into the CSS.
import { getAppConfig, setAppConfig } from './app-config';
import { isThemeColour, isThemeImageUrl, isThemeLength, parseThemeConfig } from './theme-config';

afterEach(() => setAppConfig({}));

describe('parseThemeConfig', () => {
  it('reads mode, both colour sets, radius and the two images into custom properties', () => {
    const theme = parseThemeConfig({
      mode: 'dark',
      light: { accent: '#e4572e', surface: 'rgb(255, 250, 240)', textMuted: 'hsl(220 10% 40%)' },
      dark: { accent: '#ff8a65', bg: 'black' },
      radius: '16px',
      radiusSmall: '0.5rem',
      avatarPlaceholder: 'https://cdn.game.example/uc/avatar.png',
      homeHeaderImage: 'images/header.webp',
    });
    expect(theme.mode).toBe('dark');
    expect(theme.light).toEqual({ '--uc-accent': '#e4572e', '--uc-surface': 'rgb(255, 250, 240)', '--uc-text-muted': 'hsl(220 10% 40%)' });
    expect(theme.dark).toEqual({ '--uc-accent': '#ff8a65', '--uc-bg': 'black' });
    expect(theme.both).toEqual({
      '--uc-radius': '16px',
      '--uc-radius-small': '0.5rem',
      '--uc-avatar-placeholder': 'url("https://cdn.game.example/uc/avatar.png")',
      '--uc-home-header-image': 'url("images/header.webp")',
    });
    expect(theme.avatarPlaceholder).toBe('https://cdn.game.example/uc/avatar.png');
    expect(theme.homeHeaderImage).toBe('images/header.webp');
    expect(theme.refused).toEqual([]);
  });

  it("defaults to 'auto' and nothing else; an unknown mode falls back to 'auto' and is reported", () => {
    expect(parseThemeConfig({})).toMatchObject({ mode: 'auto', light: {}, dark: {}, both: {}, refused: [] });
    expect(parseThemeConfig({ mode: 'sepia' })).toMatchObject({ mode: 'auto', refused: ['theme.mode: not light, dark or auto'] });
    expect(parseThemeConfig('dark')).toMatchObject({ mode: 'auto', refused: ['theme: not an object'] });
  });

  it.each([
    ['a declaration break', { light: { accent: 'red; background: url(https://evil.example/x)' } }],
    ['a closing brace', { dark: { text: '#fff} body{display:none' } }],
    ['a url() in a colour', { light: { bg: 'url(javascript:alert(1))' } }],
    ['an expression', { light: { bg: 'expression(alert(1))' } }],
    ['a var() reference', { light: { accent: 'var(--uc-danger)' } }],
    ['a radius with a break', { radius: '4px;color:red' }],
    ['a radius with calc()', { radius: 'calc(100vw)' }],
    ['a javascript: image', { homeHeaderImage: 'javascript:alert(1)' }],
    ['an image that closes the url()', { homeHeaderImage: 'https://cdn.example/a.png")}body{color:red' }],
    ['a data: image', { avatarPlaceholder: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['an http image from an unlisted host', { avatarPlaceholder: 'http://tracker.example/a.png' }],
    ['a protocol-relative image', { homeHeaderImage: '//evil.example/a.png' }],
    ['an image with a backslash', { homeHeaderImage: 'https:\\\\evil.example\\a.png' }],
    ['a number for a colour', { dark: { accent: 255 } }],
    ['an unknown colour name', { light: { background: '#fff' } }],
    ['a token that is not themable', { '--uc-font-family': 'Comic Sans' }],
  ])('refuses %s and applies nothing from it', (_name, raw) => {
    const theme = parseThemeConfig(raw);
    expect(theme.refused).toHaveLength(1);
    expect({ ...theme.light, ...theme.dark, ...theme.both }).toEqual({});
    expect(theme.avatarPlaceholder).toBeUndefined();
    expect(theme.homeHeaderImage).toBeUndefined();
  });

  it('keeps the good values of a file that also has bad ones', () => {
    const theme = parseThemeConfig({ light: { accent: '#123456', text: 'red;x:y' }, radius: '12px', homeHeaderImage: 'javascript:x' });
    expect(theme.light).toEqual({ '--uc-accent': '#123456' });
    expect(theme.both).toEqual({ '--uc-radius': '12px' });
    expect(theme.refused).toHaveLength(2);
  });

  it('allows http images only from imageHosts (a local or staging CDN)', () => {
    const theme = parseThemeConfig({ imageHosts: ['http://localhost:4100', 'not an origin'], homeHeaderImage: 'http://localhost:4100/h.png' });
    expect(theme.homeHeaderImage).toBe('http://localhost:4100/h.png');
    expect(isThemeImageUrl('http://localhost:4101/h.png', ['http://localhost:4100'])).toBe(false);
  });

  it('older files that set tokens directly still brand both sets', () => {
    const theme = parseThemeConfig({ '--uc-accent': '#ff6600', '--uc-radius': '8px' });
    expect(theme.light['--uc-accent']).toBe('#ff6600');
    expect(theme.dark['--uc-accent']).toBe('#ff6600');
    expect(theme.both['--uc-radius']).toBe('8px');
  });

  it('never copies prototype keys', () => {
    const theme = parseThemeConfig(JSON.parse('{"__proto__":{"accent":"red"},"light":{"__proto__":"#fff","constructor":"#000"}}'));
    expect(({} as Record<string, unknown>).accent).toBeUndefined();
    expect(theme.light).toEqual({});
    expect(theme.refused).toHaveLength(3);
  });
});

describe('value checks', () => {
  it.each(['#fff', '#FFFA', '#a1b2c3', '#a1b2c3d4', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'rgb(1 2 3 / 50%)', 'hsl(120deg 50% 50%)', 'tomato'])(
    'accepts the colour %s',
    (v) => expect(isThemeColour(v)).toBe(true),
  );
  it.each(['#ff', 'rgb(1,2,3', 'red blue', 'url(x)', '#fff;', ''])('refuses the colour %j', (v) => expect(isThemeColour(v)).toBe(false));
  it.each([['12px', true], ['0.75rem', true], ['0', true], ['50%', true], ['-4px', false], ['12', false], ['1e3px', false]])(
    'length %s → %s',
    (v, ok) => expect(isThemeLength(v)).toBe(ok),
  );
});

describe('setAppConfig', () => {
  it('parses the theme of the file and keeps the default without one', () => {
    expect(setAppConfig({ theme: { mode: 'light', radius: '4px' } }).theme).toMatchObject({ mode: 'light', both: { '--uc-radius': '4px' } });
    expect(setAppConfig({}).theme).toMatchObject({ mode: 'auto', light: {}, dark: {}, both: {} });
    expect(getAppConfig().theme.refused).toEqual([]);
  });
});
