// A remote's manifest fetched before the federation runtime has even downloaded (the preload after home starts both at
// once): the runtime's manifest fetch (the retry plugin's `fetch` hook) takes the response already under way instead
// of starting a new one, one round trip earlier. Each prefetched response is used once; a failed one is fetched again.
const pending = new Map<string, Promise<Response>>();

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * The remote's entry script, as its manifest names it (metaData.remoteEntry, below metaData.publicPath, 'auto' =
 * the manifest's folder), or null when the manifest does not say.
 */
function entryUrlOf(manifest: unknown, manifestUrl: string): string | null {
  const meta = (manifest as { metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } } } | null)?.metaData;
  const name = meta?.remoteEntry?.name;
  if (typeof name !== 'string' || !name) return null;
  const dir = typeof meta?.remoteEntry?.path === 'string' && meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/+$/, '')}/` : '';
  const base = typeof meta?.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : manifestUrl;
  try {
    return new URL(dir + name, new URL(base, window.location.href)).href;
  } catch {
    return null;
  }
}

/**
 * Asks the browser to download a script now, without running it (`<link rel=preload as=script>`): the runtime's own
 * script tag for the same URL later takes the downloaded file instead of starting the download then.
 */
function preloadScript(url: string): void {
  if (Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some((l) => l.href === url)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = url;
  document.head.appendChild(link);
}

/**
 * Starts fetching a manifest (once per URL until it is taken); an entry URL (remoteEntry.js) is left to the runtime.
 * `withEntry`: as soon as the manifest is in, its entry script downloads too, while the runtime chunk still does (the
 * first remote a player is likely to open: its entry is then ready for the first tap).
 */
export function prefetchManifest(url: string, { withEntry = false }: { withEntry?: boolean } = {}): void {
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
  if (withEntry) {
    void response
      .then((res) => (res.ok ? res.clone().json() : null))
      .then((manifest) => {
        const entry = entryUrlOf(manifest, key);
        if (entry) preloadScript(entry);
      })
      .catch(() => undefined); // only a head start: the runtime loads the entry itself either way
  }
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
