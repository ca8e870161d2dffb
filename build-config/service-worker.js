// The host's service worker, built by Workbox's InjectManifest from host/src/service-worker/sw.ts into sw.js (no
// hash: the browser looks it up by name, and the servers send it no-cache). Its precache: home's content-hashed JS
// and CSS (by name: fetched through the HTTP cache, which already holds them from the first open; Chromium keeps V8's
// code cache for scripts put in CacheStorage at install). The shell is kept by sw.ts itself (docs/repeat-open.md).
const path = require('path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { MAIN_CHUNK, TRANSPORT_CHUNK } = require('./chunk-names');

const SW_FILE = 'sw.js';
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** The chunks a logged-in home needs before any page chunk: main (what home is drawn from) and the kernel's transport
 * (axios and the payload's RSA, for home's API calls). The rest (pages, locale texts, remotes) is kept on first use
 * (sw.ts), so the install downloads nothing a logged-in home did not, and the standalone app (one build with every
 * page) precaches what the host does. */
const HOME_CHUNKS = [MAIN_CHUNK, TRANSPORT_CHUNK];

function homeFile({ asset, compilation }) {
  return HASHED.test(asset.name) && HOME_CHUNKS.some((name) => compilation.namedChunks.get(name)?.files.has(asset.name));
}

function serviceWorkerPlugin(dir) {
  return new InjectManifest({
    swSrc: path.join(dir, 'src/service-worker/sw.ts'),
    swDest: SW_FILE,
    include: [homeFile],
    dontCacheBustURLsMatching: HASHED,
  });
}

module.exports = { serviceWorkerPlugin, SW_FILE };
