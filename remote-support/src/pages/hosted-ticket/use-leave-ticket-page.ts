// Going back from the hosted ticket page, past every page the provider opened inside its frame: those are entries of
// the webview's history too, so one step back would only show the provider's previous page.
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { callNative } from '@uc/shared';

// Which history entry this page stands on (the routers keep {idx} in history.state); unknown in a memory router.
function historyIndex(): number | undefined {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

export function useLeaveTicketPage(isEntryPage: boolean) {
  const navigate = useNavigate();
  // Taken when the page opens: it is then the newest entry, so anything added later is the frame's.
  const start = useRef<{ index: number | undefined; length: number } | null>(null);
  start.current ??= { index: historyIndex(), length: window.history.length };

  /** Back to the page before this one; false when nothing of ours is behind it. */
  const backBeforePage = useCallback((): boolean => {
    const { index, length } = start.current!;
    if (index === undefined || index < 1) return false;
    const frameEntries = Math.max(0, window.history.length - length);
    window.history.go(-(frameEntries + 1));
    return true;
  }, []);

  /** The frame left the provider (SPEC §2): back before this page; with nothing behind, close (client) or home. */
  const leave = useCallback(() => {
    if (backBeforePage()) return;
    if (isEntryPage) callNative('exit');
    else navigate('/', { replace: true });
  }, [backBeforePage, isEntryPage, navigate]);

  /** Title bar and hardware back (SPEC §2): the entry page exits the client view, any other goes back a page. */
  const back = useCallback((): boolean => {
    if (isEntryPage) callNative('exit');
    else if (!backBeforePage()) navigate(-1);
    return true;
  }, [backBeforePage, isEntryPage, navigate]);

  return { leave, back };
}
