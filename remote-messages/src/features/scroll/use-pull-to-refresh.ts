// Pull-to-refresh for touch (touch events: old iOS webviews have no pointer events) and mouse/pen (pointer events):
// a downward drag that starts with the list scrolled to the top; released past the threshold, it refreshes.
import { useRef, useState, type MouseEvent, type PointerEvent, type TouchEvent } from 'react';
import { isAtTop } from './scroll-parent';

/** Pull distance (CSS px, after damping) that arms the refresh. */
export const PULL_THRESHOLD = 56;
const MAX_PULL = 96;
const DAMPING = 0.5;
// Travel before a mouse drag counts as a pull (and takes pointer capture), so clicks still work.
const DRAG_SLOP = 8;

export type PullPhase = 'idle' | 'pulling' | 'armed';

export interface PullToRefresh {
  distance: number;
  phase: PullPhase;
  handlers: {
    onTouchStart(e: TouchEvent<HTMLElement>): void;
    onTouchMove(e: TouchEvent<HTMLElement>): void;
    onTouchEnd(): void;
    onTouchCancel(): void;
    onPointerDown(e: PointerEvent<HTMLElement>): void;
    onPointerMove(e: PointerEvent<HTMLElement>): void;
    onPointerUp(e: PointerEvent<HTMLElement>): void;
    onPointerCancel(e: PointerEvent<HTMLElement>): void;
    onClickCapture(e: MouseEvent<HTMLElement>): void;
  };
}

export function usePullToRefresh(onRefresh: () => void, disabled: boolean): PullToRefresh {
  const [distance, setDistance] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const distanceRef = useRef(0);
  const pulledRef = useRef(false);

  const setPull = (d: number) => {
    distanceRef.current = d;
    setDistance(d);
  };
  const begin = (target: HTMLElement, x: number, y: number) => {
    pulledRef.current = false;
    start.current = disabled || !isAtTop(target) ? null : { x, y };
  };
  /** Returns true once the gesture is a pull. */
  const move = (x: number, y: number): boolean => {
    if (!start.current) return false;
    const dy = y - start.current.y;
    const dx = x - start.current.x;
    if (dy <= 0 || Math.abs(dx) > dy) {
      if (distanceRef.current > 0) setPull(0);
      if (dy < -DRAG_SLOP) start.current = null; // scrolling down the list, not pulling
      return false;
    }
    if (dy < DRAG_SLOP && distanceRef.current === 0) return false;
    pulledRef.current = true;
    setPull(Math.min(MAX_PULL, dy * DAMPING));
    return true;
  };
  const end = () => {
    const armed = distanceRef.current >= PULL_THRESHOLD;
    start.current = null;
    if (distanceRef.current > 0) setPull(0);
    if (armed) onRefresh();
  };
  const cancel = () => {
    start.current = null;
    if (distanceRef.current > 0) setPull(0);
  };

  return {
    distance,
    phase: distance === 0 ? 'idle' : distance >= PULL_THRESHOLD ? 'armed' : 'pulling',
    handlers: {
      onTouchStart: (e) => {
        const t = e.touches[0];
        if (t && e.touches.length === 1) begin(e.currentTarget, t.clientX, t.clientY);
      },
      onTouchMove: (e) => {
        const t = e.touches[0];
        if (t) move(t.clientX, t.clientY);
      },
      onTouchEnd: end,
      onTouchCancel: cancel,
      // Touch arrives through the touch events above; its pointer twin would pull twice.
      onPointerDown: (e) => {
        if (e.pointerType === 'touch' || e.button !== 0) return;
        begin(e.currentTarget, e.clientX, e.clientY);
      },
      onPointerMove: (e) => {
        if (e.pointerType === 'touch') return;
        if (move(e.clientX, e.clientY) && !e.currentTarget.hasPointerCapture?.(e.pointerId)) {
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }
      },
      // A touch's pointer is cancelled as soon as the browser pans: the touch events carry that gesture on.
      onPointerUp: (e) => {
        if (e.pointerType !== 'touch') end();
      },
      onPointerCancel: (e) => {
        if (e.pointerType !== 'touch') cancel();
      },
      // The click that ends a mouse pull must not press the copy button it was released over.
      onClickCapture: (e) => {
        if (!pulledRef.current) return;
        pulledRef.current = false;
        e.preventDefault();
        e.stopPropagation();
      },
    },
  };
}
