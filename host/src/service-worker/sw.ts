// The host's service worker (built by Workbox's InjectManifest into sw.js, served no-cache): a repeat open takes the
// shell and the hashed files from CacheStorage, where Chromium stored V8's code cache for the scripts at install.
// It keeps static files only: app-config.json, remote manifests and entries, the API and anything with the session
// have no route here and always go to the network (docs/repeat-open.md). Every cached file is checked against the
// digest this sw.js carries before it is served, and the caches belong to this build: a newer one deletes them.
import { setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { addPlugins, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { warmStrategyCache } from 'workbox-recipes';
import { checkedReads, checkedWrites } from './file-check';
import { buildCaches, fileKey, isListedFile, isShellNavigation, SHELL_FILE, staleCaches } from './static-files';

declare const self: {
  // written in at build time: InjectManifest's precache (home's main JS/CSS and the transport chunk), then
  // build-config/service-worker.js's list of every hashed JS/CSS file and the shell with its digest, and the build id
  __WB_MANIFEST: (string | PrecacheEntry)[];
  __UC_FILES: Record<string, string>;
  __UC_BUILD: string;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: { waitUntil(done: Promise<unknown>): void }) => void): void;
};

const FILES = self.__UC_FILES;
const BUILD = self.__UC_BUILD;
const ours = buildCaches(BUILD);
const scope = new URL('./', location.href).href;
const digestOf = (url: string) => {
  const key = fileKey(new URL(url), scope);
  return key === null ? undefined : FILES[key];
};

// A new host release takes over at once: the open after the one that found it runs it (no waiting for every tab).
// No clients.claim(): a page opened before the service worker existed finishes its life without it.
void self.skipWaiting();
// Every cache of another build (or of the builds before caches were named per build) goes when this one takes over,
// and the first worker's expiry timestamps (IndexedDB `workbox-expiration`: nothing here writes it any more).
async function deleteStaleCaches(): Promise<void> {
  const stale = staleCaches(await caches.keys(), Object.values(ours));
  await Promise.all(stale.map((name) => caches.delete(name)));
  indexedDB.deleteDatabase('workbox-expiration');
}
self.addEventListener('activate', (event) => event.waitUntil(deleteStaleCaches()));

// The precache, named `uc-precache-<build>`: fetched at install with its digest as the request's integrity, and
// checked again on every read.
setCacheNameDetails({ prefix: 'uc', precache: 'precache', suffix: BUILD });
addPlugins([checkedReads(digestOf)]);
precacheAndRoute(
  self.__WB_MANIFEST.map((entry) => {
    const e = typeof entry === 'string' ? { url: entry, revision: null } : entry;
    return { ...e, integrity: FILES[e.url] };
  }),
);

// The shell (index.html): the copy kept at the last open at once, and the network's answer kept for the next one. Not
// precached: its CSP header is written at deploy time from app-config.json (a remote on a new origin), so it is
// refreshed on every open instead of only with a new host build. Its body must be this build's index.html, read and
// kept. One entry whatever the query the native host adds; kept at install too, so the very next open starts from it.
const shellKey = scope;
const shellDigest = () => FILES[SHELL_FILE];
const oneShellEntry: WorkboxPlugin = { cacheKeyWillBeUsed: async () => shellKey };
const shell = new StaleWhileRevalidate({
  cacheName: ours.shell,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    oneShellEntry,
    checkedReads(shellDigest),
    checkedWrites(shellDigest),
  ],
});
registerRoute(({ url, request }) => request.mode === 'navigate' && isShellNavigation(url, shellKey), shell);
warmStrategyCache({ urls: [shellKey], strategy: shell });

// The build's other content-hashed scripts and styles (pages, locale texts, the federation runtime), kept once used:
// they never change under their name, so cache-first. The list bounds the cache: no expiry needed.
registerRoute(
  ({ url, request }) => isListedFile(url, request.destination, scope, FILES),
  new CacheFirst({
    cacheName: ours.files,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), checkedReads(digestOf), checkedWrites(digestOf)],
  }),
);
