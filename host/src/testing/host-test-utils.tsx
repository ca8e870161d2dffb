// Test-only: the whole shell at a hash route with its own store, texts loaded up front, native calls recorded.
import { act, render } from '@testing-library/react';
import { createAppStore, i18n, initI18n, resetUiFeedback, setLocale, type RootState } from '@uc/shared';
import { App } from '../app/app';
import '../locales/register';

/** English 'common' and 'host' texts, so tests can query without waiting for suspense on every render. */
export async function loadHostTexts(): Promise<void> {
  if (!i18n.isInitialized) await initI18n('en-US');
  else await setLocale('en-US');
  await i18n.loadNamespaces(['common', 'host']);
}

export interface RenderAppOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
}

export async function renderApp({ route = '/', preloadedState }: RenderAppOptions = {}) {
  await loadHostTexts();
  resetUiFeedback();
  window.location.hash = `#${route}`;
  const store = createAppStore(preloadedState);
  let utils!: ReturnType<typeof render>;
  await act(async () => {
    utils = render(<App store={store} />);
  });
  return { store, ...utils };
}

export interface NativeCall {
  method: string;
  payload?: unknown;
}

/** Collects callNative() calls through the web bridge's `uc-native` event. */
export function recordNativeCalls(): { calls: NativeCall[]; methods: () => string[]; stop: () => void } {
  const calls: NativeCall[] = [];
  const listener = (e: Event) => calls.push((e as CustomEvent<NativeCall>).detail);
  window.addEventListener('uc-native', listener);
  return { calls, methods: () => calls.map((c) => c.method), stop: () => window.removeEventListener('uc-native', listener) };
}

/** The current hash route, e.g. '/verifyaccount?title=…'. */
export const currentRoute = () => window.location.hash.replace(/^#/, '');

/** Sets the window size and tells listeners (useOrientation). */
export function resizeWindow(width: number, height: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}
