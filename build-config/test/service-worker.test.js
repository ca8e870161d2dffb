// The stamp build-config/service-worker.js writes into sw.js: the digest of every file it may serve from a cache, and
// a build id that changes whenever anything in sw.js does (its caches are named for it).
const crypto = require('crypto');
const { fileDigests, stampServiceWorker } = require('../service-worker');

const sri = (text) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;
const SW = 'const f=self.__UC_FILES,b=self.__UC_BUILD;precache([{url:"main.d929d316.js"}]);';

test('lists every content-hashed script and style and the shell, each with the SHA-256 of its bytes; nothing else', () => {
  const files = {
    'main.d929d316.js': Buffer.from('main'),
    'main.316fb063.css': Buffer.from('css'),
    'texts-de-json.a23235e7.js': Buffer.from('de'),
    'index.html': Buffer.from('<!doctype html>'),
    'sw.js': Buffer.from('worker'),
    'app-config.json': Buffer.from('{}'),
    'bridge-probe.js': Buffer.from('probe'),
    'main.d929d316.js.LICENSE.txt': Buffer.from('licence'),
    'assets/logo.0a1b2c3d.svg': Buffer.from('<svg/>'),
  };
  expect(fileDigests(files)).toEqual({
    'index.html': sri('<!doctype html>'),
    'main.316fb063.css': sri('css'),
    'main.d929d316.js': sri('main'),
    'texts-de-json.a23235e7.js': sri('de'),
  });
});

test('writes the list and a build id in place of their two tokens', () => {
  const files = { 'main.d929d316.js': sri('main') };
  const { source, build } = stampServiceWorker(SW, files);
  expect(build).toMatch(/^[0-9a-f]{16}$/);
  expect(source).toBe(`const f=${JSON.stringify(files)},b="${build}";precache([{url:"main.d929d316.js"}]);`);
});

test('a new build id when a file, the list or the worker\'s own code changes; the same for the same build', () => {
  const files = { 'main.d929d316.js': sri('main') };
  const { build } = stampServiceWorker(SW, files);
  expect(stampServiceWorker(SW, { ...files }).build).toBe(build);
  expect(stampServiceWorker(SW, { 'main.d929d316.js': sri('main, rebuilt') }).build).not.toBe(build);
  expect(stampServiceWorker(SW, { ...files, 'page.0a1b2c3d.js': sri('page') }).build).not.toBe(build);
  expect(stampServiceWorker(SW.replace('precache', 'precache2'), files).build).not.toBe(build);
});

test('refuses a worker where a token is missing or repeated (the minifier changed it): no unchecked sw.js ships', () => {
  expect(() => stampServiceWorker(SW.replace('self.__UC_FILES', 'x'), {})).toThrow(/__UC_FILES must appear exactly once \(found 0\)/);
  expect(() => stampServiceWorker(`${SW}self.__UC_BUILD;`, {})).toThrow(/__UC_BUILD must appear exactly once \(found 2\)/);
});
