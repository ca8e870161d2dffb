// What the service worker may keep besides its precache: content-hashed scripts and styles (a remote's chunks on its
// own origin, the host's locale texts), nothing else: no manifest, no remoteEntry.js, no JSON, no API answer, no
// query string (those must be fresh on every open or may carry the player).
export const HASHED_FILES_CACHE = 'uc-hashed-files';
export const SHELL_CACHE = 'uc-shell';

const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

/** A script or stylesheet whose file name carries a content hash (`1089.b97d8c23.js`): it never changes. */
export function isHashedStaticFile(url: URL, destination: string): boolean {
  return (destination === 'script' || destination === 'style') && url.search === '' && HASHED_FILE.test(url.pathname);
}

/** A page load of the shell: the service worker's folder itself or its index.html, whatever the query. */
export function isShellNavigation(url: URL, scope: string): boolean {
  const path = url.origin + url.pathname;
  return path === scope || path === `${scope}index.html`;
}
