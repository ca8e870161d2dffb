// Test-only HTTP client for the stand-in: raw requests, and /open/ calls encrypted the way the apps do it.
const http = require('http');
const { createStandIn } = require('../server');
const { encryptQ } = require('../crypto/encrypt-q');

/** → { status, headers, text, json } ; rejects on a dropped socket. */
function request(standIn, { method = 'GET', path, query, headers = {}, body }) {
  const url = new URL(path, standIn.url);
  if (query) for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const parts = [];
      res.on('data', (chunk) => parts.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(parts);
        const text = raw.toString('utf8');
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode, headers: res.headers, raw, text, json });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

function basePayload() {
  return { grant_app: '20001', channel: 'standin', time: Date.now(), open_id: 'demo-open-id', opensdk_version: '3.2.0' };
}

/**
 * A main-helper call: payload merged over the base fields, q + v as query params, POST also as a form body.
 * opts.qIn: 'both' (default for POST) | 'query' | 'body'
 */
async function callOpen(standIn, method, path, payload = {}, opts = {}) {
  const full = { ...basePayload(), ...payload };
  const q = encryptQ(JSON.stringify(full), standIn.publicKeyPem);
  const params = new URLSearchParams({ v: '20001', q });
  const qIn = opts.qIn || (method === 'POST' ? 'both' : 'query');
  const headers = { 'Accept-Language': opts.language || 'en-US', ...(opts.headers || {}) };
  let body;
  if (method === 'POST' && qIn !== 'query') {
    body = params.toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  const url = qIn === 'body' ? path : `${path}?${params}`;
  const res = await request(standIn, { method, path: url, headers, body });
  return opts.raw ? res : res.json;
}

function control(standIn, method, path, json) {
  return request(standIn, {
    method,
    path: `/__control/${path}`,
    headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

const TOKEN = { token: 'demo-token' };

/**
 * Starts one stand-in for the file on a free port, resets it before every test. It speaks SPEC §7 alone unless the
 * file asks for §8 extensions (`useStandIn({ extensions: ['proof'] })`), so the SPEC tests hold it to SPEC; every test
 * starts in the file's mode.
 */
function useStandIn({ extensions = [] } = {}) {
  const holder = {};
  beforeAll(async () => {
    holder.standIn = await createStandIn({ port: 0, extensions });
  });
  // a reset keeps the extensions: a test that switched them must not leave the next one in another mode
  beforeEach(() => {
    holder.standIn.reset();
    holder.standIn.setExtensions(extensions);
  });
  afterAll(() => holder.standIn.close());
  return holder;
}

module.exports = { request, callOpen, control, basePayload, useStandIn, TOKEN };
