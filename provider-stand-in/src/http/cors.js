// CORS for local pages only: any http://localhost:* or http://127.0.0.1:* origin is reflected.
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;
const ALLOWED_HEADERS = 'Accept-Language, Content-Type, token, Token, X-Requested-With';

function isLocalOrigin(origin) {
  return typeof origin === 'string' && LOCAL_ORIGIN.test(origin);
}

/** Adds CORS headers when the origin is local; answers a preflight. Returns true when the request is done. */
function applyCors(req, res) {
  const origin = req.headers.origin;
  if (isLocalOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  if (req.method !== 'OPTIONS') return false;
  if (isLocalOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.writeHead(204);
  res.end();
  return true;
}

module.exports = { applyCors, isLocalOrigin };
