// The bridge-isolation probe's frame: sandboxed without allow-same-origin, so its origin is opaque. Its script is a
// file of the host (public/bridge-probe.js): the host's CSP allows no inline script, and a srcdoc document keeps the
// page's policy. Only this frame's own window is listened to.
import { useEffect, useRef } from 'react';
import { BRIDGE_CONTRACT_VERSION } from '@uc/shared';

export const PROBE_SCRIPT = 'bridge-probe.js';
const KNOWN = ['android', 'ios'];

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The frame's document: one external script, the contract version for its init. */
export function probeDocument(base = document.baseURI): string {
  const src = new URL(PROBE_SCRIPT, base).href;
  return `<!doctype html><script src="${attr(src)}" data-version="${BRIDGE_CONTRACT_VERSION}"></script>`;
}

interface ProbeFrameProps {
  /** The bridge objects the frame could see ('android', 'ios'), once, right after it sent init. */
  onReport: (visible: string[]) => void;
  /** Native answered the frame itself: how (the probe's name for it), each time. */
  onAnswered: (how: string) => void;
  title: string;
}

/** Mounted for one try. */
export function BridgeProbeFrame({ onReport, onAnswered, title }: ProbeFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const handlers = useRef({ onReport, onAnswered });
  useEffect(() => {
    handlers.current = { onReport, onAnswered };
  });
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!ref.current || event.source !== ref.current.contentWindow) return;
      const data: unknown = event.data;
      if (!data || typeof data !== 'object') return;
      const { source, visible, answered } = data as { source?: unknown; visible?: unknown; answered?: unknown };
      if (source !== 'uc-bridge-probe') return;
      if (Array.isArray(visible)) handlers.current.onReport(KNOWN.filter((k) => visible.includes(k)));
      else if (typeof answered === 'string') handlers.current.onAnswered(answered);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return <iframe ref={ref} sandbox="allow-scripts" srcDoc={probeDocument()} title={title} hidden aria-hidden="true" tabIndex={-1} data-bridge-probe="" />;
}
