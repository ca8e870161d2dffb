// The host's service worker, built by Workbox's InjectManifest from host/src/service-worker/sw.ts into sw.js (no
// hash: the browser looks it up by name, and the servers send it no-cache). Its precache: home's content-hashed JS
// and CSS (by name: fetched through the HTTP cache, which already holds them from the first open; Chromium keeps V8's
// code cache for scripts put in CacheStorage at install). The shell is kept by sw.ts itself (docs/repeat-open.md).
// Then the stamp: sw.js carries the SHA-256 of every content-hashed JS/CSS file and of the shell, against which it
// checks each cached file before serving it, and a build id (a digest of the rest of sw.js) that names its caches.
const crypto = require('crypto');
const path = require('path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { MAIN_CHUNK, TRANSPORT_CHUNK } = require('./chunk-names');

const SW_FILE = 'sw.js';
const SHELL_FILE = 'index.html';
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
// sw.ts reads these two once each; the stamp writes their values in
const FILES_TOKEN = 'self.__UC_FILES';
const BUILD_TOKEN = 'self.__UC_BUILD';

/** The chunks a logged-in home needs before any page chunk: main (what home is drawn from) and the kernel's transport
 * (axios and the payload's RSA, for home's API calls). The rest (pages, locale texts, remotes) is kept on first use
 * (sw.ts), so the install downloads nothing a logged-in home did not, and the standalone app (one build with every
 * page) precaches what the host does. */
const HOME_CHUNKS = [MAIN_CHUNK, TRANSPORT_CHUNK];

function homeFile({ asset, compilation }) {
  return HASHED.test(asset.name) && HOME_CHUNKS.some((name) => compilation.namedChunks.get(name)?.files.has(asset.name));
}

/** `sha256-<base64>`: Subresource Integrity's form, which Workbox's precache passes to fetch() as it is. */
function sri(bytes) {
  return `sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}`;
}

/** What sw.js may serve from a cache, with its digest: every content-hashed JS/CSS file of the build, and the shell. */
function fileDigests(files) {
  const listed = Object.keys(files)
    .filter((name) => HASHED.test(name) || name === SHELL_FILE)
    .sort();
  return Object.fromEntries(listed.map((name) => [name, sri(files[name])]));
}

function replaceOnce(source, token, value) {
  const parts = source.split(token);
  if (parts.length !== 2) throw new Error(`${SW_FILE}: ${token} must appear exactly once (found ${parts.length - 1})`);
  return parts.join(value);
}

/** sw.js with its file list written in, then its build id: the first 16 hex of the SHA-256 of everything else. */
function stampServiceWorker(source, files) {
  const listed = replaceOnce(source, FILES_TOKEN, JSON.stringify(files));
  const build = crypto.createHash('sha256').update(listed).digest('hex').slice(0, 16);
  return { source: replaceOnce(listed, BUILD_TOKEN, JSON.stringify(build)), build };
}

class ServiceWorkerStampPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServiceWorkerStampPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after InjectManifest (…_TRANSFER - 10) wrote the precache in, before the brotli/gzip copies (…_TRANSFER)
        { name: 'ServiceWorkerStampPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER - 5 },
        () => {
          const sw = compilation.getAsset(SW_FILE);
          if (!sw) return;
          const bytes = Object.fromEntries(compilation.getAssets().map((a) => [a.name, a.source.buffer()]));
          const { source } = stampServiceWorker(sw.source.source().toString(), fileDigests(bytes));
          compilation.updateAsset(SW_FILE, new sources.RawSource(source));
        },
      );
    });
  }
}

/** The service worker's two plugins, as webpack `plugins` entries. */
function serviceWorkerPlugins(dir) {
  return [
    new InjectManifest({
      swSrc: path.join(dir, 'src/service-worker/sw.ts'),
      swDest: SW_FILE,
      include: [homeFile],
      dontCacheBustURLsMatching: HASHED,
    }),
    new ServiceWorkerStampPlugin(),
  ];
}

module.exports = { serviceWorkerPlugins, fileDigests, stampServiceWorker, SW_FILE };
