// Swipe towards the row's start (left; right in a right-to-left page) reveals a row's delete button, the other way hides
// it; touch events (iOS 12 has no pointer events) and pointer events for mouse and pen.
import { useRef, type PointerEvent, type TouchEvent } from 'react';
import { pageIsRightToLeft } from '@uc/shared';

/** Horizontal travel (CSS px) that counts as a swipe rather than a tap. */
export const SWIPE_THRESHOLD = 30;

// A click this soon after a swipe is the swipe's own click; a later one (keyboard Enter) is a real tap.
const CLICK_AFTER_SWIPE_MS = 600;

export interface SwipeRevealOptions {
  onReveal(): void;
  onHide(): void;
}

export interface SwipeReveal {
  handlers: {
    onTouchStart(e: TouchEvent): void;
    onTouchMove(e: TouchEvent): void;
    onTouchEnd(): void;
    onTouchCancel(): void;
    onPointerDown(e: PointerEvent): void;
    onPointerMove(e: PointerEvent): void;
    onPointerUp(e: PointerEvent): void;
    onPointerCancel(e: PointerEvent): void;
  };
  /** True once after a swipe: the click that ends a swipe must not open the message. */
  consumeSwipe(): boolean;
}

export function useSwipeReveal({ onReveal, onHide }: SwipeRevealOptions): SwipeReveal {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swipedAt = useRef(0);

  const begin = (x: number, y: number) => {
    start.current = { x, y };
    swipedAt.current = 0;
  };
  const move = (x: number, y: number) => {
    if (!start.current) return;
    const dx = x - start.current.x;
    const dy = y - start.current.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return; // a vertical drag scrolls the list
    start.current = null;
    swipedAt.current = Date.now();
    // the delete button sits at the row's end: the row slides towards its start to uncover it
    if (pageIsRightToLeft() ? dx > 0 : dx < 0) onReveal();
    else onHide();
  };
  const end = () => {
    start.current = null;
  };

  return {
    handlers: {
      onTouchStart: (e) => {
        const t = e.touches[0];
        if (t) begin(t.clientX, t.clientY);
      },
      onTouchMove: (e) => {
        const t = e.touches[0];
        if (t) move(t.clientX, t.clientY);
      },
      onTouchEnd: end,
      onTouchCancel: end,
      // Touch already arrives through the touch events; handling its pointer twin too would swipe twice.
      onPointerDown: (e) => {
        if (e.pointerType === 'touch' || e.button !== 0) return;
        begin(e.clientX, e.clientY);
      },
      onPointerMove: (e) => {
        if (e.pointerType !== 'touch') move(e.clientX, e.clientY);
      },
      // A touch's pointer is cancelled once the browser pans; its touch events still carry the gesture.
      onPointerUp: (e) => {
        if (e.pointerType !== 'touch') end();
      },
      onPointerCancel: (e) => {
        if (e.pointerType !== 'touch') end();
      },
    },
    consumeSwipe: () => {
      const recent = swipedAt.current > 0 && Date.now() - swipedAt.current < CLICK_AFTER_SWIPE_MS;
      swipedAt.current = 0;
      return recent;
    },
  };
}
