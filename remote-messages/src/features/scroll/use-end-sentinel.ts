// Infinite loading: calls onReachEnd when the sentinel after the list comes near the visible area. IntersectionObserver
// where it exists (rooted at the page's scroll area); old webviews without it fall back to scroll/resize checks.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { scrollParentOf } from './scroll-parent';

/** Start loading this far (CSS px) before the end actually shows. */
export const END_MARGIN_PX = 160;

export function useEndSentinel(
  sentinelRef: RefObject<HTMLElement | null>,
  onReachEnd: () => void,
  active: boolean,
  /** Changes after every loaded page, so a sentinel that is still visible fires again. */
  resetKey: unknown,
): void {
  const callback = useRef(onReachEnd);
  useLayoutEffect(() => {
    callback.current = onReachEnd;
  });

  useEffect(() => {
    const el = sentinelRef.current;
    if (!el || !active) return undefined;
    const root = scrollParentOf(el);
    if (typeof window.IntersectionObserver === 'function') {
      const observer = new window.IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) callback.current();
        },
        { root, rootMargin: `0px 0px ${END_MARGIN_PX}px 0px` },
      );
      observer.observe(el);
      return () => observer.disconnect();
    }
    const check = () => {
      const bottom = root ? root.getBoundingClientRect().bottom : window.innerHeight;
      if (el.getBoundingClientRect().top <= bottom + END_MARGIN_PX) callback.current();
    };
    const target: HTMLElement | Window = root ?? window;
    target.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      target.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [sentinelRef, active, resetKey]);
}
