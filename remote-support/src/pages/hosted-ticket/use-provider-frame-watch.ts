// Watches the ticket frame for the signs of frame-left-provider: each load's address, CSP frame-src refusals on our
// document, and the provider page's leave message (from the frame's own window only, known from the frame's insertion,
// so no other window at the provider's origin can send it before the first load). A refusal is acted on at the error page's load (so the history
// entry it adds is counted), or after a short wait if no load follows.
import { useCallback, useEffect, useRef } from 'react';
import { hasLeftProvider, isLeaveMessage, readFrameAddress, refusedFrameOrigin } from './frame-left-provider';

/** How long a refused navigation waits for the frame's error page to load before leaving anyway. */
export const REFUSAL_SETTLE_MS = 1000;

export interface ProviderFrameHandlers {
  /** The frame left the provider (once per address). */
  onLeft: () => void;
  /** The provider's own address was refused by the CSP: it cannot be framed here. */
  onRefused: (origin: string) => void;
}

export function useProviderFrameWatch(providerOrigin: string | null, handlers: ProviderFrameHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const frame = useRef<HTMLIFrameElement | null>(null);
  const refused = useRef(false);
  const left = useRef(false);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const leave = useCallback(() => {
    clearTimeout(settle.current);
    if (left.current) return;
    left.current = true;
    latest.current.onLeft();
  }, []);

  useEffect(() => {
    // A new address starts afresh.
    refused.current = false;
    left.current = false;
    if (!providerOrigin) return undefined;

    const onViolation = (event: Event) => {
      const origin = refusedFrameOrigin(event as SecurityPolicyViolationEvent);
      if (!origin) return;
      if (origin === providerOrigin) {
        latest.current.onRefused(origin);
        return;
      }
      refused.current = true;
      clearTimeout(settle.current);
      settle.current = setTimeout(leave, REFUSAL_SETTLE_MS);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== providerOrigin || !isLeaveMessage(event.data)) return;
      const frameWindow = frame.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      leave();
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(settle.current);
      document.removeEventListener('securitypolicyviolation', onViolation);
      window.removeEventListener('message', onMessage);
    };
  }, [providerOrigin, leave]);

  const frameRef = useCallback((element: HTMLIFrameElement | null) => {
    frame.current = element;
  }, []);

  const onLoad = useCallback(
    (loaded: HTMLIFrameElement) => {
      if (!providerOrigin) return;
      if (refused.current || hasLeftProvider(readFrameAddress(loaded), providerOrigin)) leave();
    },
    [providerOrigin, leave],
  );

  return { frameRef, onLoad };
}
