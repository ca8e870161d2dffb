// The static server every build is served with (npm start, the e2e stack): the headers the README documents.
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import zlib from 'zlib';
import { createStaticServer } from '../../scripts/serve-static';

let root: string;
let server: { url: string; close(): Promise<void> };

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'uc-serve-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), JSON.stringify({ id: 'x', pad: 'y'.repeat(1000) }));
  fs.writeFileSync(path.join(root, 'main.0123abcd.js'), `console.log(${JSON.stringify('z'.repeat(2000))});`);
  server = await createStaticServer({ root, port: 0, overrides: { '/app-config.json': '{"apiBase":"x"}' }, headers: { 'X-Html-Only': '1' } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('content-hashed files are immutable for a year; manifests, config and pages revalidate', async () => {
  expect((await get(`${server.url}/main.0123abcd.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const file of ['/mf-manifest.json', '/app-config.json', '/', '/index.html']) {
    expect((await get(`${server.url}${file}`)).headers['cache-control']).toBe('no-cache');
  }
});

test('CORS for remote origins, and gzip when asked', async () => {
  const plain = await get(`${server.url}/main.0123abcd.js`);
  expect(plain.headers['access-control-allow-origin']).toBe('*');
  const zipped = await get(`${server.url}/main.0123abcd.js`, { 'Accept-Encoding': 'gzip, br' });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(zipped.body).equals(plain.body)).toBe(true);
  expect(zipped.body.length).toBeLessThan(plain.body.length);
});

test('the environment app-config.json replaces the built one; HTML-only headers stay on HTML', async () => {
  expect(JSON.parse((await get(`${server.url}/app-config.json`)).body.toString())).toEqual({ apiBase: 'x' });
  expect((await get(`${server.url}/`)).headers['x-html-only']).toBe('1');
  expect((await get(`${server.url}/mf-manifest.json`)).headers['x-html-only']).toBeUndefined();
});

test('nothing outside the root, and malformed paths answer 404 without hurting the server', async () => {
  for (const p of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A', '/..%5c..%5cetc', '/nope.js']) {
    expect((await get(`${server.url}${p}`)).status).toBe(404);
  }
  expect((await get(`${server.url}/`)).status).toBe(200);
});
