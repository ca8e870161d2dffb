// A remote's manifest fetched before the federation runtime has even downloaded (the preload after home starts both at
// once): the runtime's manifest fetch (the retry plugin's `fetch` hook) takes the response already under way instead
// of starting a new one, one round trip earlier. Each prefetched response is used once; a failed one is fetched again.
// A parsed copy stays: a page the player opens starts its own files from it while the runtime readies the remote.
const pending = new Map<string, Promise<Response>>();
const parsed = new Map<string, Promise<unknown>>();

/** Whether a remote's configured URL is its manifest (mf-manifest.json), not its entry script. */
export const isManifestUrl = (url: string): boolean => /\.json(?:$|[?#])/.test(url);

/** The absolute URL a manifest is kept under, or null for what is not a URL. */
function keyOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return null;
  }
}

type ManifestMeta = { publicPath?: unknown; getPublicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
type ExposeAssets = { js?: { sync?: unknown }; css?: { sync?: unknown } };
type Manifest = { metaData?: ManifestMeta; exposes?: { path?: unknown; assets?: ExposeAssets }[] } | null;

/**
 * The folder the remote's entry and chunks load from, as its manifest says (metaData.remoteEntry.path below
 * metaData.publicPath, 'auto' = the manifest's folder), or null when the manifest does not say.
 */
function folderOf(manifest: Manifest, manifestUrl: string): URL | null {
  const meta = manifest?.metaData;
  if (!meta || typeof meta.getPublicPath === 'string') return null; // a public path computed at run time: not ours to guess
  const dir = typeof meta.remoteEntry?.path === 'string' && meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/+$/, '')}/` : '';
  const base = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : manifestUrl;
  try {
    return new URL(dir, new URL(base, window.location.href));
  } catch {
    return null;
  }
}

/** The remote's entry script, as its manifest names it, or null when the manifest does not say. */
function entryUrlOf(manifest: Manifest, manifestUrl: string): string | null {
  const name = manifest?.metaData?.remoteEntry?.name;
  const folder = folderOf(manifest, manifestUrl);
  return typeof name === 'string' && name && folder ? new URL(name, folder).href : null;
}

const names = (list: unknown): string[] => (Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string' && n !== '') : []);

/** An exposed module's own files (its sync js and css, as the manifest lists them), or none when it is not listed. */
function exposeFilesOf(manifest: Manifest, manifestUrl: string, expose: string): { js: string[]; css: string[] } {
  const folder = folderOf(manifest, manifestUrl);
  const wanted = `./${expose.replace(/^\.\//, '')}`;
  const assets = Array.isArray(manifest?.exposes) ? manifest.exposes.find((e) => e?.path === wanted)?.assets : undefined;
  if (!folder || !assets) return { js: [], css: [] };
  const urls = (list: unknown) => names(list).map((n) => new URL(n, folder).href);
  return { js: urls(assets.js?.sync), css: urls(assets.css?.sync) };
}

/**
 * Asks the browser to download a script or style sheet now, without running it (`<link rel=preload>`): the runtime's
 * own tag for the same URL later takes the downloaded file instead of starting the download then.
 */
function preload(url: string, as: 'script' | 'style' = 'script'): void {
  if (Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some((l) => l.href === url)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = url;
  document.head.appendChild(link);
}

/**
 * Starts fetching a manifest (once per URL until it is taken); an entry URL (remoteEntry.js) is left to the runtime.
 * `withEntry`: as soon as the manifest is in, its entry script downloads too, while the runtime chunk still does (the
 * first remote a player is likely to open: its entry is then ready for the first tap).
 */
export function prefetchManifest(url: string, { withEntry = false }: { withEntry?: boolean } = {}): void {
  if (!isManifestUrl(url)) return;
  const key = keyOf(url);
  if (!key) return;
  if (pending.has(key)) return;
  const response = fetch(key, {});
  response.catch(() => undefined); // not taken yet: an error waits for whoever takes it
  pending.set(key, response);
  // only ever a head start: the runtime reads the manifest and loads the entry itself either way
  const manifest = response.then((res) => (res.ok ? (res.clone().json() as Promise<unknown>) : null)).catch(() => null);
  parsed.set(key, manifest);
  if (withEntry) {
    void manifest.then((m) => {
      const entry = entryUrlOf(m as Manifest, key);
      if (entry) preload(entry);
    });
  }
}

/**
 * A page the player opened (`expose`, e.g. './ManageAccount', of the remote whose manifest is `url`): its own files
 * start downloading now, named by the prefetched manifest, while the runtime still readies the remote (its chunk,
 * the entry, the container) — the tap waits for the page's files, not for those steps and then the files. Nothing
 * when the manifest was not prefetched (or was dropped, see dropPrefetchedManifest).
 */
export function preloadExposeFiles(url: string, expose: string): void {
  const key = keyOf(url);
  if (!key) return;
  const manifest = parsed.get(key);
  void manifest?.then((m) => {
    if (parsed.get(key) !== manifest) return; // dropped (a remote reset) while it was still coming
    const { js, css } = exposeFilesOf(m as Manifest, key, expose);
    css.forEach((href) => preload(href, 'style'));
    js.forEach((href) => preload(href));
  });
}

/** Forgets a manifest fetched earlier, response and parsed copy (a remote reset: its next load starts fresh). */
export function dropPrefetchedManifest(url: string): void {
  const key = keyOf(url);
  if (!key) return; // not a URL: nothing was prefetched under it
  void pending.get(key)?.catch(() => undefined);
  pending.delete(key);
  parsed.delete(key);
}

/** The prefetched response for a URL, if any (then forgotten), else undefined. */
export function takePrefetchedManifest(url: string): Promise<Response> | undefined {
  const key = keyOf(url);
  if (!key) return undefined;
  const response = pending.get(key);
  pending.delete(key);
  return response;
}
