// What a page does with an answer on screen (navigate, toast) happens only while the player is still on that page: an
// answer that comes after they left (back, another page, another entry of the same route) moves and says nothing. What
// the answer changed stays the caller's to apply (a bind that happened still reaches the session and native).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { errorText } from '../api/api-error';
import { hideLoading } from '../ui/feedback/loading';
import { toast as showToast } from '../ui/feedback/toast';

/** Inert once the component unmounted; for components that may stand outside a router (a shared control). */
export function useStillMounted(): () => boolean {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}

export interface PageScope {
  /** Whether the player is still on the history entry this scope was made for, with the page mounted. */
  isHere(): boolean;
  /** react-router's navigate, doing nothing once the player left. */
  navigate: NavigateFunction;
  /** toast(), saying nothing once the player left. */
  toast(text: string): void;
  /** The shared error path: the overlay is always hidden; the error is toasted only while the player is here. */
  showError(error: unknown): void;
}

/**
 * The page's scope for answers that arrive later. Take it in the render that starts the work: a callback built in that
 * render keeps that render's entry, so coming back to the same route (another entry) still leaves the old work inert.
 */
export function usePageScope(): PageScope {
  const navigate = useNavigate();
  const { key } = useLocation();
  const stillMounted = useStillMounted();
  const currentKey = useRef(key);
  useLayoutEffect(() => {
    currentKey.current = key;
  }, [key]);
  return useMemo(() => {
    const isHere = () => stillMounted() && currentKey.current === key;
    const scoped = ((to: unknown, options?: unknown) => {
      if (!isHere()) return;
      return (navigate as (to: unknown, options?: unknown) => void | Promise<void>)(to, options);
    }) as NavigateFunction;
    return {
      isHere,
      navigate: scoped,
      toast: (text: string) => {
        if (isHere()) showToast(text);
      },
      showError: (error: unknown) => {
        hideLoading();
        if (isHere()) showToast(errorText(error));
      },
    };
  }, [key, navigate, stillMounted]);
}
