// The node static server `npm start` and the bench use: a revalidation (no-cache files: index.html, app-config.json,
// manifests, remoteEntry.js) is answered 304 without a body while the file is unchanged, and a changed file — even one
// of the same length — is sent again in full, compressed afresh.
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { createStaticServer, matchesEtag } = require('../../scripts/serve-static');

let dir;
let server;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uc-static-'));
  server = await createStaticServer({ root: dir, port: 0 });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const config = (url) => JSON.stringify({ remotes: { account: url }, padding: 'x'.repeat(400) });

test('an unchanged file revalidates as 304 with no body; a changed file of the same length comes back whole', async () => {
  fs.writeFileSync(path.join(dir, 'app-config.json'), config('http://a.example/mf-manifest.json'));
  const first = await fetch(`${server.url}/app-config.json`, { headers: { 'accept-encoding': 'gzip' } });
  const etag = first.headers.get('etag');
  expect(first.status).toBe(200);
  expect(etag).toMatch(/^W\/".+"$/);
  expect(first.headers.get('last-modified')).toBeTruthy();
  expect(first.headers.get('cache-control')).toBe('no-cache');

  const again = await fetch(`${server.url}/app-config.json`, { headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  expect(again.headers.get('etag')).toBe(etag);

  // a remote hot-swapped by editing app-config.json: same length, new content
  fs.writeFileSync(path.join(dir, 'app-config.json'), config('http://b.example/mf-manifest.json'));
  const swapped = await fetch(`${server.url}/app-config.json`, { headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' } });
  expect(swapped.status).toBe(200);
  expect(swapped.headers.get('etag')).not.toBe(etag);
  expect(JSON.parse(await swapped.text()).remotes.account).toBe('http://b.example/mf-manifest.json');
});

test('If-None-Match: weak comparison, lists and *', () => {
  expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
  expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
  expect(matchesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
  expect(matchesEtag('*', 'W/"abc"')).toBe(true);
  expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
  expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
});

test('the gzip answer is the file compressed', async () => {
  fs.writeFileSync(path.join(dir, 'big.js'), 'console.log("hello");\n'.repeat(100));
  const res = await fetch(`${server.url}/big.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers.get('content-encoding')).toBe('gzip');
  expect(await res.text()).toBe(zlib.gunzipSync(zlib.gzipSync(fs.readFileSync(path.join(dir, 'big.js')))).toString());
});

/** The bytes as they crossed the wire (fetch would decode them). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    require('http')
      .get(url, { headers }, (res) => {
        const parts = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

test("the build's gzip copy beside a file is sent as it is (nginx's gzip_static); plain without Accept-Encoding", async () => {
  const js = 'export const a = "precompressed";\n'.repeat(40);
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), js);
  // level 1: not what the server would make itself, so the test sees which one it sent
  const copy = zlib.gzipSync(js, { level: 1 });
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js.gz'), copy);

  const gz = await rawGet(`${server.url}/main.0123abcd.js`, { 'accept-encoding': 'gzip, deflate' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(gz.body.equals(copy)).toBe(true);

  const plain = await rawGet(`${server.url}/main.0123abcd.js`, {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(js);
});

test("the build's brotli copy goes to a client that takes br (nginx's brotli_static); gzip to one that does not", async () => {
  const js = 'export const b = "brotli";\n'.repeat(40);
  fs.writeFileSync(path.join(dir, 'main.4567cdef.js'), js);
  const br = zlib.brotliCompressSync(js);
  const gzip = zlib.gzipSync(js, { level: 1 });
  fs.writeFileSync(path.join(dir, 'main.4567cdef.js.br'), br);
  fs.writeFileSync(path.join(dir, 'main.4567cdef.js.gz'), gzip);

  const chromium = await rawGet(`${server.url}/main.4567cdef.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(chromium.headers['content-encoding']).toBe('br');
  expect(chromium.headers.vary).toBe('Accept-Encoding');
  expect(chromium.body.equals(br)).toBe(true);

  const gzipOnly = await rawGet(`${server.url}/main.4567cdef.js`, { 'accept-encoding': 'gzip, deflate' });
  expect(gzipOnly.headers['content-encoding']).toBe('gzip');
  expect(gzipOnly.body.equals(gzip)).toBe(true);
  // br listed but refused (q=0)
  const refused = await rawGet(`${server.url}/main.4567cdef.js`, { 'accept-encoding': 'br;q=0, gzip' });
  expect(refused.headers['content-encoding']).toBe('gzip');
  // no brotli copy (a file under the plugin's threshold, or edited after the build): never brotli on the fly
  const none = await rawGet(`${server.url}/app-config.json`, { 'accept-encoding': 'br' });
  expect(none.headers['content-encoding']).toBeUndefined();
});

test('a gzip copy older than its file (the file edited after the build) is not sent: the file is compressed afresh', async () => {
  const file = path.join(dir, 'remoteEntry.js');
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync('old();\n'.repeat(60)));
  const past = new Date(Date.now() - 60_000);
  fs.utimesSync(`${file}.gz`, past, past);
  fs.writeFileSync(file, 'edited();\n'.repeat(60));

  const res = await rawGet(`${server.url}/remoteEntry.js`, { 'accept-encoding': 'gzip' });
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(res.body).toString()).toBe('edited();\n'.repeat(60));
});
