// A small static server for the production builds: the same headers the documented nginx
// setup sends (security headers, CORS on a remote's files, revalidated config/manifests, immutable hashed files, brotli or gzip —
// the build's own copies where it wrote them —, validators so a revalidation is a 304 without the body).
const crypto = require('crypto');
const http = require('http');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpg|webp)$/;

/**
 * On every answer, as deploy/nginx.conf sends them (build-config/test/nginx-example.test.js compares the two), except
 * Strict-Transport-Security: this server speaks plain http, where browsers ignore it.
 */
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** A file another origin loads (a remote's manifest, entry, chunks, CSS, assets); not a page, not app-config.json. */
function loadedCrossOrigin(pathname) {
  return !/(^\/|\.html|\/app-config\.json)$/.test(pathname);
}

/** Maps a URL path to a file inside root, or null when it is malformed or points outside. */
function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const base = path.resolve(root);
  const relative = decoded.endsWith('/') ? `${decoded}index.html` : decoded;
  const file = path.resolve(base, relative.replace(/^\/+/, ''));
  return file.startsWith(base + path.sep) ? file : null;
}

/**
 * The brotli and gzip copies a production build wrote beside `file` (build-config/precompress.js), as nginx's
 * `brotli_static on` / `gzip_static on` send them; a copy older than the file (a file edited after the build) is none.
 */
function precompressedCopies(file, modified) {
  const copy = (ext) => {
    try {
      return fs.statSync(`${file}${ext}`).mtime >= modified ? `${file}${ext}` : null;
    } catch {
      return null;
    }
  };
  return { br: copy('.br'), gzip: copy('.gz') };
}

/** Whether Accept-Encoding allows `coding` (listed, and not with q=0). */
function accepts(header, coding) {
  return (header || '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name === coding && !(q && Number(q.slice(2)) === 0);
  });
}

/** Cache policy: entry points and config revalidate every time; content-hashed files never change. */
function cacheControl(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** If-None-Match against our (weak) ETag: weak comparison, as RFC 9110 has it for GET. */
function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * @param {object} o
 * @param {string} o.root folder to serve
 * @param {number} o.port
 * @param {Record<string, string|Buffer>} [o.overrides] url path → body (e.g. '/app-config.json')
 * @param {Record<string, string>} [o.headers] extra headers on every HTML answer (e.g. CSP)
 * @param {boolean} [o.cors] a remote's folder: `Access-Control-Allow-Origin: *` on the files the host's page loads from
 *   it (default); false for the host, whose files only its own page reads
 * @param {string} [o.host]
 */
function createStaticServer({ root, port, overrides = {}, headers = {}, cors = true, host = '127.0.0.1' }) {
  const encodedCache = new Map();
  const server = http.createServer((req, res) => {
    const { pathname: rawPath } = new URL(req.url, 'http://x');
    const file = resolveInside(root, rawPath);
    const pathname = file ? '/' + path.relative(path.resolve(root), file).split(path.sep).join('/') : rawPath;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const crossOrigin = cors && loadedCrossOrigin(pathname);
    if (crossOrigin) res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.method === 'OPTIONS') {
      if (crossOrigin) res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    let body;
    let modified = null;
    let precompressed = { br: null, gzip: null };
    if (Object.prototype.hasOwnProperty.call(overrides, pathname)) {
      body = Buffer.from(overrides[pathname]);
    } else {
      if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('not found');
        return;
      }
      body = fs.readFileSync(file);
      modified = fs.statSync(file).mtime;
      precompressed = precompressedCopies(file, modified);
    }
    const ext = path.extname(pathname);
    // A weak validator of the content (the same for the gzip and the plain answer, as nginx's gzip makes it weak).
    const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    const head = { 'Content-Type': TYPES[ext] || 'application/octet-stream', 'Cache-Control': cacheControl(pathname), ETag: etag };
    if (modified) head['Last-Modified'] = modified.toUTCString();
    if (ext === '.html') Object.assign(head, headers);
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      delete head['Content-Type'];
      res.writeHead(304, head).end();
      return;
    }
    const acceptEncoding = req.headers['accept-encoding'];
    if (COMPRESSIBLE.has(ext) && body.length > 256) {
      // the build's brotli copy when there is one and the client takes it (nginx's brotli_static); else its gzip copy
      // (gzip_static), else gzip on the fly (nginx's gzip)
      const coding = precompressed.br && accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : null;
      if (coding) {
        const key = `${coding} ${etag}`;
        if (!encodedCache.has(key)) {
          encodedCache.set(key, precompressed[coding] ? fs.readFileSync(precompressed[coding]) : zlib.gzipSync(body, { level: 9 }));
        }
        body = encodedCache.get(key);
        head['Content-Encoding'] = coding;
      }
    }
    head['Content-Length'] = body.length;
    res.writeHead(200, head);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  const sockets = new Set();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      resolve({
        url: `http://localhost:${actual}`,
        port: actual,
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

module.exports = { createStaticServer, cacheControl, resolveInside, matchesEtag, CONTENT_TYPES: TYPES, SECURITY_HEADERS };

if (require.main === module) {
  const [root, port] = process.argv.slice(2);
  createStaticServer({ root, port: Number(port) || 8080 }).then((s) => console.log(`serving ${root} at ${s.url}`));
}
