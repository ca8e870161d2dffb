// `:focus-visible` arrived in Chrome 86 and iOS 15.4. Before it the base style's `:focus { outline: none }` would
// leave keyboard users without a ring, and without that rule every tap drew the engine's focus box: so there the
// ring follows the keyboard instead (html.uc-keyboard from a key press until the next pointer press).
export const KEYBOARD_CLASS = 'uc-keyboard';

function focusVisibleSupported(win: { CSS?: { supports?: (s: string) => boolean } }): boolean {
  try {
    return Boolean(win.CSS && win.CSS.supports && win.CSS.supports('selector(:focus-visible)'));
  } catch {
    return false;
  }
}

export function installFocusVisibleFallback(win: Window): void {
  if (focusVisibleSupported(win as unknown as { CSS?: { supports?: (s: string) => boolean } }) || !win.document) return;
  const doc = win.document;
  const root = () => doc.documentElement;
  doc.addEventListener('keydown', () => root().classList.add(KEYBOARD_CLASS), true);
  const pointer = () => root().classList.remove(KEYBOARD_CLASS);
  doc.addEventListener('mousedown', pointer, true);
  doc.addEventListener('touchstart', pointer, { capture: true, passive: true });
}
