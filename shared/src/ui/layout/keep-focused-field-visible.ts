// Issue 10 point 3: in a game webview the soft keyboard covers the lower part of the page (iOS shrinks only the visual
// viewport, Android usually the whole window) and nothing scrolls the field being typed into back into sight. So when
// a field gets focus, and whenever the viewport shrinks while one has it, a field outside the visible area is centred.
import { useEffect } from 'react';

// Leave a little room between the field and the keyboard or the title bar.
const MARGIN = 8;
// A field focused while the keyboard is still opening: look again once its animation is over.
const SETTLE_MS = 350;

function isTextField(el: Element | null): el is HTMLElement {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (!(el instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color', 'hidden'].includes(el.type);
}

/** The part of the page the player can see, in the coordinates of getBoundingClientRect. */
function visibleArea(): { top: number; bottom: number } {
  const vv = window.visualViewport;
  if (vv) return { top: vv.offsetTop, bottom: vv.offsetTop + vv.height };
  return { top: 0, bottom: window.innerHeight };
}

/** Centres the focused field when any of it is outside the visible area; true when it scrolled. */
export function revealFocusedField(): boolean {
  const el = document.activeElement;
  if (!isTextField(el)) return false;
  const rect = el.getBoundingClientRect();
  const { top, bottom } = visibleArea();
  if (rect.top >= top + MARGIN && rect.bottom <= bottom - MARGIN) return false;
  el.scrollIntoView({ block: 'center', inline: 'nearest' });
  return true;
}

let installs = 0;
let uninstall: (() => void) | undefined;

function listen(): () => void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => revealFocusedField());
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!isTextField(event.target as Element | null)) return;
    soon();
    clearTimeout(timer);
    timer = setTimeout(soon, SETTLE_MS);
  };
  const vv = window.visualViewport;
  document.addEventListener('focusin', onFocusIn);
  window.addEventListener('resize', soon);
  vv?.addEventListener('resize', soon);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn);
    window.removeEventListener('resize', soon);
    vv?.removeEventListener('resize', soon);
  };
}

/** Installs the behaviour once for the whole document (every page layout asks; the first one installs it). */
export function installKeepFocusedFieldVisible(): () => void {
  installs += 1;
  if (installs === 1) uninstall = listen();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    installs -= 1;
    if (installs === 0) {
      uninstall?.();
      uninstall = undefined;
    }
  };
}

/** PageLayout's hook: the behaviour is on while any page is on screen. */
export function useKeepFocusedFieldVisible(): void {
  useEffect(() => installKeepFocusedFieldVisible(), []);
}
