// The provider stand-in's control API, as the tests use it.
export interface LoggedRequest {
  method: string;
  path: string;
  payload?: unknown;
  ok: boolean;
  error?: string;
}

async function call<T>(base: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export function standIn(base: string) {
  return {
    session: (query = 'platform=android&language=en_US&mobile=1&role=0') =>
      call<Record<string, unknown>>(base, `/__control/session?${query}`),
    requests: () => call<{ requests: LoggedRequest[] } | LoggedRequest[]>(base, '/__control/requests').then((r) => (Array.isArray(r) ? r : r.requests)),
    reset: () => call(base, '/__control/reset', {}),
    fault: (f: { path: string; kind: string; times?: number; delayMs?: number }) => call(base, '/__control/fault', f),
  };
}
