// How `npm run bench` counts the repeat open's bytes from CDP Network events, and how `npm run lighthouse -- --sources`
// names the owner of a source-mapped file. No timing here: measurement lives in the scripts themselves.
const { EventEmitter } = require('events');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { recordNetwork, cacheSplit } = require('../../scripts/bench/network');
const { groupOf } = require('../../scripts/lighthouse/sources');

/** Feeds one request's events as Chromium sends them. */
function request(cdp, id, { url, type, status = 200, bytes, cache }) {
  cdp.emit('Network.requestWillBeSent', { requestId: id, request: { url }, wallTime: 1000, type });
  if (cache === 'memory') cdp.emit('Network.requestServedFromCache', { requestId: id });
  cdp.emit('Network.responseReceived', { requestId: id, type, response: { status, fromDiskCache: cache === 'disk' } });
  cdp.emit('Network.loadingFinished', { requestId: id, encodedDataLength: bytes });
}

test('repeat open: cache hits count 0, a 304 counts its headers apart, a body fetched again counts in full', () => {
  const cdp = new EventEmitter();
  const records = recordNetwork(cdp);
  request(cdp, '1', { url: 'http://localhost:9500/', type: 'Document', bytes: 900 });
  request(cdp, '2', { url: 'http://localhost:9500/main.0123abcd.js', type: 'Script', bytes: 150000, cache: 'disk' });
  request(cdp, '3', { url: 'http://localhost:9500/main.0123abcd.css', type: 'Stylesheet', bytes: 0, cache: 'memory' });
  request(cdp, '4', { url: 'http://localhost:9501/remoteEntry.js', type: 'Script', status: 304, bytes: 210 });
  request(cdp, '5', { url: 'http://localhost:9501/mf-manifest.json', type: 'Fetch', bytes: 1300 });
  request(cdp, '6', { url: 'http://localhost:9502/remoteEntry.js', type: 'Script', bytes: 9800 });
  cdp.emit('Network.requestWillBeSent', { requestId: '7', request: { url: 'data:,' }, wallTime: 1000, type: 'Other' });

  expect(cacheSplit([...records.values()])).toEqual({
    all: 900 + 210 + 1300 + 9800,
    jsCssBodies: 9800,
    jsCssBodyFiles: 1,
    otherBodies: 900 + 1300,
    revalidatedBytes: 210,
    revalidated: 1,
    jsCssRevalidated: 1,
    networkRequests: 4,
    cacheHits: 2,
  });
});

test('unused-JS owners: an npm package by its name, our code by its folder', () => {
  expect(groupOf('webpack://uc_host/../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
  expect(groupOf('webpack://uc_host/../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs')).toBe('@reduxjs/toolkit');
  expect(groupOf('webpack://uc_host/../shared/src/api/rsa/encrypt-payload.ts')).toBe('shared/src/api');
  expect(groupOf('webpack://uc_host/../standalone/src/local-page-cache.ts')).toBe('standalone/src');
  expect(groupOf('webpack://uc_host/./src/pages/home/home-page.tsx')).toBe('host/src/pages');
});

test("unused-JS owners: a library's own source map (no package in the path) → the package of that map holding the file", () => {
  const nodeModules = fs.mkdtempSync(path.join(os.tmpdir(), 'uc-groups-'));
  fs.mkdirSync(path.join(nodeModules, '@reduxjs/toolkit/src/query/core'), { recursive: true });
  fs.writeFileSync(path.join(nodeModules, '@reduxjs/toolkit/src/query/core/buildThunks.ts'), '');
  fs.mkdirSync(path.join(nodeModules, 'immer/src/plugins'), { recursive: true });
  fs.writeFileSync(path.join(nodeModules, 'immer/src/plugins/patches.ts'), '');
  const packages = ['react', 'immer', '@reduxjs/toolkit'];
  expect(groupOf('webpack://uc_host/../../src/query/core/buildThunks.ts', packages, nodeModules)).toBe('@reduxjs/toolkit');
  expect(groupOf('webpack://uc_host/../src/plugins/patches.ts', packages, nodeModules)).toBe('immer');
  expect(groupOf('webpack://uc_host/../src/unknown/thing.ts', packages, nodeModules)).toBe("(a library's own map) src/unknown");
  fs.rmSync(nodeModules, { recursive: true, force: true });
});
