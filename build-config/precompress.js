// Production builds ship each JS and CSS file with two compressed copies beside it, made once at build time: brotli
// (`main.1a2b3c4d.js.br`, quality 11: about 11 % fewer bytes than the gzip copy, for every webview we support — Chrome
// 50+, iOS 11+ — over https) and gzip (`.gz`, zopfli: about 3 % fewer bytes than a server's on-the-fly gzip, for
// any other client). nginx sends them with `brotli_static on` and `gzip_static on` (deploy/nginx.conf), the node static
// server does the same (scripts/serve-static.js). Only JS and CSS: files an operator edits after the build
// (app-config.json, index.html) never get a copy that could go stale.
const zlib = require('zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const zopfli = require('@gfx/zopfli');

const PRECOMPRESSED = /\.(js|css)$/;
// 5 iterations: main.js within 0.01 % of zopfli's default 15, in a quarter of the time.
const ZOPFLI_ITERATIONS = 5;
// zopfli costs about 0.1 s a file however small: files under 4 KB (two thirds of them, a tenth of what zopfli saves)
// get gzip -9, as the server would have made.
const ZOPFLI_FROM = 4096;

function gzipCopy(input, options, callback) {
  if (input.length >= ZOPFLI_FROM) zopfli.gzip(input, options, callback);
  else zlib.gzip(input, { level: 9 }, callback);
}

/** Brotli at its densest (quality 11, the largest window the file needs): made once per build, decoded by every client. */
function brotliCopy(input, options, callback) {
  zlib.brotliCompress(
    input,
    {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    },
    callback,
  );
}

/** The two copies' plugins (gzip, brotli), as webpack `plugins` entries. */
function precompressPlugins() {
  return [gzipPlugin(), brotliPlugin()];
}

function brotliPlugin() {
  return new CompressionPlugin({
    test: PRECOMPRESSED,
    filename: '[path][base].br',
    algorithm: brotliCopy,
    threshold: 256,
    minRatio: 0.9,
  });
}

function gzipPlugin() {
  return new CompressionPlugin({
    test: PRECOMPRESSED,
    filename: '[path][base].gz',
    algorithm: gzipCopy,
    compressionOptions: { numiterations: ZOPFLI_ITERATIONS },
    // what on-the-fly gzip would skip too (serve-static.js, nginx gzip_min_length 256)
    threshold: 256,
    minRatio: 0.9,
  });
}

module.exports = { precompressPlugins, PRECOMPRESSED };
