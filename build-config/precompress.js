// Production builds ship each JS and CSS file with a gzip copy beside it (`main.1a2b3c4d.js.gz`), made once at build
// time with zopfli: about 3 % fewer bytes than the gzip a server makes on the fly (level 6 or 9), for the same
// decoder. nginx sends the copy with `gzip_static on` (deploy/nginx.conf), the node static server does the same
// (scripts/serve-static.js). Only JS and CSS: files an operator edits after the build (app-config.json, index.html)
// never get a copy that could go stale.
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

function precompressPlugin() {
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

module.exports = { precompressPlugin, PRECOMPRESSED };
