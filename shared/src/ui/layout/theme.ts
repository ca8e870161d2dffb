// app-config.json `theme` re-skins the tokens per game (values already checked by parseThemeConfig). Custom properties
// go on :root through the CSSOM (allowed by the strict CSP, unlike a <style> element); `data-theme` picks the light or
// dark set of tokens.css, and 'auto' follows prefers-color-scheme while the page is open.
import type { ThemeConfig } from '../../config/theme-config';

const DARK_QUERY = '(prefers-color-scheme: dark)';

let stopCurrent: (() => void) | undefined;

/** The set in force for a mode: 'auto' asks the system. */
export function resolveThemeScheme(mode: ThemeConfig['mode']): 'light' | 'dark' {
  if (mode !== 'auto') return mode;
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Applies the theme on the root element; returns a stop function (also called by the next apply). */
export function applyThemeOverrides(theme: ThemeConfig): () => void {
  stopCurrent?.();
  const root = document.documentElement;
  const applied: string[] = [];
  const paint = () => {
    const scheme = resolveThemeScheme(theme.mode);
    root.setAttribute('data-theme', scheme);
    for (const name of applied.splice(0)) root.style.removeProperty(name);
    for (const [name, value] of Object.entries({ ...theme.both, ...theme[scheme] })) {
      root.style.setProperty(name, value);
      applied.push(name);
    }
  };
  paint();
  // Whoever deploys a config sees what was ignored (values only come from the file, never from a player).
  if (theme.refused.length) console.warn(`app-config.json theme ignored: ${theme.refused.join('; ')}`);

  let unfollow = () => {};
  if (theme.mode === 'auto' && typeof window.matchMedia === 'function') {
    const query = window.matchMedia(DARK_QUERY);
    // iOS 12's MediaQueryList has addListener only (addEventListener came with Safari 14).
    query.addListener(paint);
    unfollow = () => query.removeListener(paint);
  }
  const stop = () => {
    unfollow();
    for (const name of applied.splice(0)) root.style.removeProperty(name);
    root.removeAttribute('data-theme');
    if (stopCurrent === stop) stopCurrent = undefined;
  };
  stopCurrent = stop;
  return stop;
}
