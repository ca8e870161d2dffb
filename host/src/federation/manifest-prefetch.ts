// A remote's manifest fetched before the federation runtime has even downloaded (the preload after home starts both at
// once): the runtime's manifest fetch (the retry plugin's `fetch` hook) takes the response already under way instead
// of starting a new one, one round trip earlier. Each prefetched response is used once; a failed one is fetched again.
const pending = new Map<string, Promise<Response>>();

const absolute = (url: string) => new URL(url, window.location.href).href;

/** Starts fetching a manifest (once per URL until it is taken); an entry URL (remoteEntry.js) is left to the runtime. */
export function prefetchManifest(url: string): void {
  if (!/\.json(?:$|[?#])/.test(url)) return;
  let key: string;
  try {
    key = absolute(url);
  } catch {
    return;
  }
  if (pending.has(key)) return;
  const response = fetch(key, {});
  response.catch(() => undefined); // not taken yet: an error waits for whoever takes it
  pending.set(key, response);
}

/** The prefetched response for a URL, if any (then forgotten), else undefined. */
export function takePrefetchedManifest(url: string): Promise<Response> | undefined {
  let key: string;
  try {
    key = absolute(url);
  } catch {
    return undefined;
  }
  const response = pending.get(key);
  pending.delete(key);
  return response;
}
