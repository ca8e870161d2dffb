// The host's service worker (built by Workbox's InjectManifest into sw.js, served no-cache): a repeat open takes the
// shell and the hashed files from CacheStorage, where Chromium stored V8's code cache for the scripts at install.
// It keeps static files only: app-config.json, remote manifests and entries, the API and anything with the session
// have no route here and always go to the network (docs/repeat-open.md).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { HASHED_FILES_CACHE, isHashedStaticFile } from './static-files';

// The manifest Workbox writes in at build time: index.html (revisioned) and home's content-hashed JS and CSS.
declare const self: { __WB_MANIFEST: (string | PrecacheEntry)[]; skipWaiting(): Promise<void> };

// A new host release takes over at once: the open after the one that found it runs it (no waiting for every tab).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The page is opened with query parameters the native host adds; the shell is the same whatever they say.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });

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
