// The provider stand-in's control API, as the tests use it.
import { until } from './until';

export interface LoggedRequest {
  method: string;
  path: string;
  payload?: unknown;
  ok: boolean;
  error?: string;
  /** The fault the stand-in applied to this request (`/__control/fault`), if any. */
  fault?: string;
  /** When it arrived (ms since the epoch, the stand-in's clock). */
  at?: number;
}

/** A kept-alive socket the stand-in closed as idle while this request was put on it: nothing reached the server. */
const closedIdleSocket = (err: unknown) => (err as { cause?: { code?: string } })?.cause?.code === 'UND_ERR_SOCKET';

async function call<T>(base: string, path: string, body?: unknown): Promise<T> {
  const send = () =>
    fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // CI once met "other side closed" on the first call after a long build: the server's idle timeout and the client's
  // reuse of the socket crossed; once more on a fresh socket
  const res = await send().catch((err: unknown) => {
    if (closedIdleSocket(err)) return send();
    throw err;
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export function standIn(base: string) {
  const requests = () => call<{ requests: LoggedRequest[] } | LoggedRequest[]>(base, '/__control/requests').then((r) => (Array.isArray(r) ? r : r.requests));
  return {
    session: (query = 'platform=android&language=en_US&mobile=1&role=0') =>
      call<Record<string, unknown>>(base, `/__control/session?${query}`),
    requests,
    /** Waits until the log holds a request `match` accepts, and returns it (`what` names it in the timeout error). */
    waitForRequest: (what: string, match: (r: LoggedRequest) => boolean, timeoutMs = 10000) =>
      until(`the stand-in to log ${what}`, async () => (await requests()).find(match), timeoutMs),
    reset: () => call(base, '/__control/reset', {}),
    fault: (f: { path: string; kind: string; times?: number; delayMs?: number }) => call(base, '/__control/fault', f),
    /** The ARCHITECTURE §8 extensions it speaks ([] = SPEC §7 alone); a reset keeps them. */
    extensions: () => call<{ extensions: string[] }>(base, '/__control/extensions').then((r) => r.extensions),
    setExtensions: (list: string[]) => call<{ extensions: string[] }>(base, '/__control/extensions', { extensions: list }),
    /** Planted defects (provider-stand-in/README.md names them); a reset clears them. */
    defects: () => call<{ defects: string[] }>(base, '/__control/defects').then((r) => r.defects),
    setDefects: (list: string[]) => call<{ defects: string[] }>(base, '/__control/defects', { defects: list }),
    /** Moves the stand-in's clock on (proofs expire and attempt limits lift on it) instead of waiting; a reset rewinds it. */
    advanceClock: (ms: number) => call<{ now: number }>(base, '/__control/clock', { advanceMs: ms }),
  };
}
