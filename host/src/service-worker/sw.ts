// The host's service worker (built by Workbox's InjectManifest into sw.js, served no-cache): a repeat open takes the
// shell and the hashed files from CacheStorage, where Chromium stored V8's code cache for the scripts at install.
// It keeps static files only: app-config.json, remote manifests and entries, the API and anything with the session
// have no route here and always go to the network (docs/repeat-open.md).
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { warmStrategyCache } from 'workbox-recipes';
import { HASHED_FILES_CACHE, isHashedStaticFile, isShellNavigation, SHELL_CACHE } from './static-files';

// The manifest Workbox writes in at build time: home's content-hashed JS and CSS (main.*.js, main.*.css).
declare const self: { __WB_MANIFEST: (string | PrecacheEntry)[]; skipWaiting(): Promise<void> };

// A new host release takes over at once: the open after the one that found it runs it (no waiting for every tab).
// No clients.claim(): a page opened before the service worker existed finishes its life without it.
void self.skipWaiting();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The shell (index.html): the copy kept at the last open at once, and the network's answer kept for the next one. Not
// precached: its CSP header is written at deploy time from app-config.json (a remote on a new origin), so it is
// refreshed on every open instead of only with a new host build. One entry whatever the query the native host adds.
// Kept at install too, so the very next open starts from it.
const shellKey = new URL('./', location.href).href;
const shell = new StaleWhileRevalidate({
  cacheName: SHELL_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), { cacheKeyWillBeUsed: async () => shellKey }],
});
registerRoute(({ url, request }) => request.mode === 'navigate' && isShellNavigation(url, shellKey), shell);
warmStrategyCache({ urls: [shellKey], strategy: shell });

// Content-hashed files outside the precache (pages, locale texts, a remote's chunks and CSS on its origin), kept once
// used: they never change under their name, so cache-first.
registerRoute(
  ({ url, request }) => isHashedStaticFile(url, request.destination),
  new CacheFirst({
    cacheName: HASHED_FILES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);
