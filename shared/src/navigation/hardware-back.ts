// What window.ucOnBack runs: the back stack (dialogs, popups, the page's rule), and when no page is on screen to answer
// (a page's code still loading), the router's history — so false reaches native only when nothing is behind.
import { runBack } from './back-stack';

/** The router's index of the current history entry (hash/browser routers keep {idx} in history.state), if any. */
export function routerHistoryIndex(): number | undefined {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/** true: the page handled back; false: native should close the view. */
export function hardwareBack(): boolean {
  if (runBack()) return true;
  const idx = routerHistoryIndex();
  if (idx === undefined || idx <= 0) return false;
  window.history.back();
  return true;
}
