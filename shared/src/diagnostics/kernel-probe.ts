// Lets the end-to-end suite prove that the host and every remote run on one React, one store, one
// i18next and one axios: each app records what it resolved; only opaque ids reach `window`.
import { store } from '../store/store';
import { i18n } from '../i18n/i18n';
import { loadTransport } from '../api/load-transport';

type ProbeWindow = { __UC_KERNEL_PROBES__?: Record<string, Record<string, number>>; __UC_PROBE_IDS__?: WeakMap<object, number> };

function idOf(w: ProbeWindow, value: unknown): number {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return 0;
  const ids = (w.__UC_PROBE_IDS__ ??= new WeakMap());
  let id = ids.get(value);
  if (id === undefined) {
    id = Math.floor(Math.random() * 1e9) + 1;
    ids.set(value, id);
  }
  return id;
}

/** `libraries`: what this app's own code imported (React's useState, react-dom, the router, RTK, axios). */
export function recordKernelProbe(app: string, libraries: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as ProbeWindow;
  // The one transport loader: its chunk (the one axios client) is then loaded once, for every app.
  const seen: Record<string, unknown> = { ...libraries, store, i18n, transport: loadTransport };
  const probe: Record<string, number> = {};
  for (const [key, value] of Object.entries(seen)) probe[key] = idOf(w, value);
  (w.__UC_KERNEL_PROBES__ ??= {})[app] = probe;
}
