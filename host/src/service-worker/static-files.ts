// What the service worker keeps, and under which names: the files sw.js lists (every content-hashed script and style
// of this host build, and the shell), in caches named for the build, so a newer build deletes every older one's.
// Nothing else has a route: no remote's file, manifest, remoteEntry.js, JSON, API answer or query string (those must
// be fresh on every open, may carry the player, or cannot be checked against a digest sw.js carries).

/** The caches of one host build: `uc-<kind>-<build id stamped into sw.js>` (the precache is Workbox's, same form). */
export function buildCaches(build: string) {
  return { precache: `uc-precache-${build}`, shell: `uc-shell-${build}`, files: `uc-files-${build}` };
}

/** A cache this worker made, of any build (Workbox's default names: the builds before caches carried the build). */
export function isOwnCache(name: string): boolean {
  return name.startsWith('uc-') || name.startsWith('workbox-');
}

/** The caches an activating build deletes: every one of ours but its own. */
export function staleCaches(names: string[], current: string[]): string[] {
  return names.filter((name) => isOwnCache(name) && !current.includes(name));
}

/** The shell's name in the list sw.js carries. */
export const SHELL_FILE = 'index.html';

/** A URL as sw.js lists its files (`main.1a2b3c4d.js`: relative to the worker's folder), or null outside it or with a query. */
export function fileKey(url: URL, scope: string): string | null {
  const path = url.origin + url.pathname;
  if (url.search !== '' || !path.startsWith(scope)) return null;
  return path.slice(scope.length);
}

/** A script or stylesheet sw.js lists: a content-hashed file of this host build (never changes under its name). */
export function isListedFile(url: URL, destination: string, scope: string, files: Record<string, string>): boolean {
  const key = fileKey(url, scope);
  return (destination === 'script' || destination === 'style') && key !== null && key !== SHELL_FILE && Object.prototype.hasOwnProperty.call(files, key);
}

/** A page load of the shell: the service worker's folder itself or its index.html, whatever the query. */
export function isShellNavigation(url: URL, scope: string): boolean {
  const path = url.origin + url.pathname;
  return path === scope || path === `${scope}${SHELL_FILE}`;
}
