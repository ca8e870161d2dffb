#!/usr/bin/env node
// Serves the SDK simulator page: plain static files from ./public, no build step.
'use strict';

const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');

const PUBLIC_DIR = path.join(__dirname, 'public');
const DEFAULT_PORT = 3200;
const DEFAULT_HOST = '127.0.0.1';

// One content-type table and one path check for every static server of the project.
const { CONTENT_TYPES, resolveInside } = require('../scripts/serve-static');

// The page frames any http(s) user center and fetches the provider stand-in; nothing else runs.
const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
    "connect-src 'self' http: https:; frame-src http: https:; frame-ancestors 'none'; " +
    "base-uri 'none'; form-action 'none'; object-src 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cache-Control': 'no-cache',
};

/** Maps a request path to a file inside PUBLIC_DIR, or null when it points outside or is invalid. */
function resolveFile(urlPath) {
  return urlPath === '/' ? path.join(PUBLIC_DIR, 'index.html') : resolveInside(PUBLIC_DIR, urlPath);
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const { pathname } = new URL(req.url || '/', 'http://simulator.local');
  const file = resolveFile(pathname);
  if (!file) {
    send(res, 400, 'Bad path');
    return;
  }
  fs.stat(file, (statError, stat) => {
    if (statError || !stat.isFile()) {
      send(res, 404, 'Not found');
      return;
    }
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream';
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': type, 'Content-Length': stat.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  });
}

/**
 * Starts the simulator server.
 * @param {{ port?: number, host?: string }} [options] port 0 picks a free one.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
function startSimulator({ port = DEFAULT_PORT, host = DEFAULT_HOST } = {}) {
  const server = http.createServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const shownHost = host === '127.0.0.1' || host === '::1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      resolve({
        url: `http://${shownHost}:${address.port}/`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

function readArg(argv, name) {
  const index = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = argv[index];
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  const rawPort = readArg(argv, 'port');
  const port = rawPort === undefined ? DEFAULT_PORT : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid --port: ${rawPort}`);
    process.exit(2);
  }
  const host = readArg(argv, 'host') || DEFAULT_HOST;
  startSimulator({ port, host }).then(
    ({ url, close }) => {
      console.log(`SDK simulator: ${url}`);
      const stop = () => close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error) => {
      console.error(`SDK simulator could not start: ${error.message}`);
      process.exit(1);
    },
  );
}

module.exports = { startSimulator };
