// The code box list (SPEC §4): page 1 first, each load advances the page, refresh resets to page 1, and the list is
// finished once the page count the server returns is reached (">=": a shrinking box must end too, never loop).
import { useCallback, useEffect, useRef, useState } from 'react';
import { showError, useAppDispatch } from '@uc/shared';
import { activeCodesApi, type ActiveCode } from '../../api/get-active-codes';

export interface CodeBoxState {
  codes: ActiveCode[];
  /** The last page loaded (0 before the first answer). */
  current: number;
  pages: number;
  status: 'loading' | 'ready' | 'failed';
  refreshing: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  /** Why the first load failed (shown as its SPEC §8 text). */
  error?: unknown;
}

const INITIAL: CodeBoxState = {
  codes: [], current: 0, pages: 0, status: 'loading', refreshing: false, loadingMore: false, moreFailed: false,
};

// A claim puts a code on top of page 1, shifting the pages: never show one code twice.
function appendNew(list: ActiveCode[], more: ActiveCode[]): ActiveCode[] {
  const seen = new Set(list.map((c) => c.code));
  return [...list, ...more.filter((c) => !seen.has(c.code))];
}

export function useCodeBox(userId: string, mobile: string) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<CodeBoxState>(INITIAL);
  const stateRef = useRef(state);
  stateRef.current = state;
  // Every first-page load starts a new generation; answers of an older one are dropped.
  const generation = useRef(0);

  const fetchPage = useCallback(
    (current: number) =>
      dispatch(
        activeCodesApi.endpoints.getActiveCodes.initiate({ userId, mobile, current }, { subscribe: false, forceRefetch: true }),
      ).unwrap(),
    [dispatch, userId, mobile],
  );

  const loadFirstPage = useCallback(
    async (mode: 'initial' | 'refresh') => {
      const gen = ++generation.current;
      setState((s) => (mode === 'initial' ? INITIAL : { ...s, refreshing: true, loadingMore: false, moreFailed: false }));
      try {
        const page = await fetchPage(1);
        if (gen !== generation.current) return;
        setState({ ...INITIAL, codes: appendNew([], page.codes), current: 1, pages: page.pages, status: 'ready' });
      } catch (e) {
        if (gen !== generation.current) return;
        if (mode === 'initial') setState({ ...INITIAL, status: 'failed', error: e });
        else {
          setState((s) => ({ ...s, refreshing: false }));
          showError(e); // the codes already shown stay
        }
      }
    },
    [fetchPage],
  );

  const finished = state.status === 'ready' && state.current >= state.pages;

  const loadMore = useCallback(async () => {
    const s = stateRef.current;
    if (s.status !== 'ready' || s.current >= s.pages || s.loadingMore || s.refreshing) return;
    const gen = generation.current;
    const next = s.current + 1;
    stateRef.current = { ...s, loadingMore: true, moreFailed: false }; // a second trigger in the same tick waits
    setState(stateRef.current);
    try {
      const page = await fetchPage(next);
      if (gen !== generation.current) return;
      setState((prev) => ({ ...prev, codes: appendNew(prev.codes, page.codes), current: next, pages: page.pages, loadingMore: false }));
    } catch (e) {
      if (gen !== generation.current) return;
      setState((prev) => ({ ...prev, loadingMore: false, moreFailed: true }));
      showError(e);
    }
  }, [fetchPage]);

  useEffect(() => {
    void loadFirstPage('initial');
    return () => {
      generation.current += 1; // unmounted: ignore whatever is still on the way
    };
  }, [loadFirstPage]);

  return {
    state,
    finished,
    refresh: useCallback(() => void loadFirstPage('refresh'), [loadFirstPage]),
    retry: useCallback(() => void loadFirstPage('initial'), [loadFirstPage]),
    loadMore,
  };
}
