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

/** Mounted for one try; `onReport` gets the bridge objects the frame could see ('android', 'ios'). */
export function BridgeProbeFrame({ onReport, title }: { onReport: (visible: string[]) => void; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const report = useRef(onReport);
  useEffect(() => {
    report.current = onReport;
  });
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!ref.current || event.source !== ref.current.contentWindow) return;
      const data: unknown = event.data;
      if (!data || typeof data !== 'object') return;
      const { source, visible } = data as { source?: unknown; visible?: unknown };
      if (source !== 'uc-bridge-probe' || !Array.isArray(visible)) return;
      report.current(KNOWN.filter((k) => visible.includes(k)));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return <iframe ref={ref} sandbox="allow-scripts" srcDoc={probeDocument()} title={title} hidden aria-hidden="true" tabIndex={-1} data-bridge-probe="" />;
}
