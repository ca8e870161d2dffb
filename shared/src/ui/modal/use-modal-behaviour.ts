import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { pushBackHandler } from '../../navigation/back-stack';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

// Open modals, newest last: only the top one holds focus (a confirm dialog opened over a popup).
const openModals: HTMLElement[] = [];

/** Focus that lands outside the top modal (Tab from <body> after a focused button went away, a script) goes back in. */
function keepFocusInside(container: HTMLElement) {
  return (event: FocusEvent) => {
    if (openModals[openModals.length - 1] !== container) return;
    if (event.target instanceof Node && container.contains(event.target)) return;
    (focusablesIn(container)[0] ?? container).focus();
  };
}

/**
 * What every modal (confirm dialog, popup) does while mounted: focus moves in and is trapped,
 * Escape and the hardware back button (back stack) cancel, focus returns to where it was on close.
 * Returns the keydown handler to put on the dialog element.
 */
export function useModalBehaviour(
  containerRef: RefObject<HTMLElement | null>,
  onCancel: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent<HTMLElement>) => void {
  const cancelRef = useRef(onCancel);
  useLayoutEffect(() => {
    cancelRef.current = onCancel;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    const first = initialFocusRef?.current ?? (container ? focusablesIn(container)[0] : undefined);
    // On top before focusing in, so a modal underneath does not pull that focus back to itself.
    const guard = container ? keepFocusInside(container) : undefined;
    if (container && guard) {
      openModals.push(container);
      document.addEventListener('focusin', guard);
    }
    (first ?? container)?.focus();
    const popBack = pushBackHandler(() => {
      cancelRef.current();
      return true;
    });
    return () => {
      popBack();
      if (container && guard) {
        document.removeEventListener('focusin', guard);
        openModals.splice(openModals.indexOf(container), 1);
      }
      if (previous && previous.isConnected) previous.focus();
    };
    // Mount-only on purpose: re-running would re-push the back handler above newer modals.
  }, []);

  return (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancelRef.current();
      return;
    }
    if (event.key !== 'Tab' || !containerRef.current) return;
    const items = focusablesIn(containerRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === firstItem || !containerRef.current.contains(active))) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && (active === lastItem || !containerRef.current.contains(active))) {
      event.preventDefault();
      firstItem.focus();
    }
  };
}
