// Loads the transport chunk (transport.ts: axios and the payload's RSA) once. Home paints without it: a page that
// calls the API starts it early (host bootstrap: in a game's webview a login is coming), and every call waits for it
// (send-request.ts). A failed download is forgotten, so the next call tries again. Imports nothing else: the host's
// first task may call it before the rest of the kernel has run.
type Transport = typeof import('./transport');

let loading: Promise<Transport> | undefined;

export function loadTransport(): Promise<Transport> {
  if (!loading) {
    // the chunk's name: build-config/chunk-names.js (TRANSPORT_CHUNK)
    const attempt = import(/* webpackChunkName: "transport" */ './transport');
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
  }
  return loading;
}

/** Starts the download beside other work; a failure shows when a call needs the chunk. */
export function prefetchTransport(): void {
  loadTransport().catch(() => undefined);
}
