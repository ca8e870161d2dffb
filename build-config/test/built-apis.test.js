// Issue 10 point 4: the built-API check finds newer APIs in minified code and fails on one nothing covers.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { findNewerApis, checkBuiltApis, ACCEPTED } = require('../built-apis');

test.each([
  ['Object.fromEntries', 'var o=Object.fromEntries(e.map(f))'],
  ['globalThis', 'var g="object"==typeof globalThis?globalThis:window'],
  ['Promise.allSettled', 'Promise.allSettled([a,b]).then(c)'],
  ['queueMicrotask', 'const t=queueMicrotask;'],
  ['AbortController', 'const d=new AbortController;'],
  ['String.prototype.matchAll', 'for(const m of s.matchAll(/a/g));'],
  ['String.prototype.replaceAll', 's.replaceAll("a","b")'],
  ['Array.prototype.at', 'var l=e.at(-1)'],
  ['Object.hasOwn', 'Object.hasOwn(o,"k")'],
  ['structuredClone', 'var c=structuredClone(v)'],
  ['AbortSignal.timeout', 'fetch(u,{signal:AbortSignal.timeout(5e3)})'],
  ['Promise.any', 'Promise.any(ps)'],
])('finds %s in minified code', (api, code) => {
  expect(findNewerApis(code).map((hit) => hit.api)).toContain(api);
});

test('does not mistake look-alikes for newer APIs', () => {
  const code = 'var u={matchAll:(e,t)=>e},x=r.attr(1),y="undefined"==typeof WeakRef?a:WeakRef,z=e.at;';
  // a spread of a function the minifier named like a method (`{...at(n)}`) is a call of that function
  const spread = 'params:{...at(n),...t},w=[...matchAll(s)],v=[...trimStart(q)]';
  expect(findNewerApis(code + spread)).toEqual([]);
  expect(findNewerApis(code)).toEqual([]);
});

test('a built file using an API neither polyfilled nor accepted is reported; covered and accepted ones are not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uc-built-apis-'));
  fs.writeFileSync(path.join(dir, 'a.js'), 'Object.fromEntries(x);var l=e.at(-1);');
  fs.writeFileSync(path.join(dir, 'b.js'), 'new Intl.ListFormat(l);structuredClone(v);');
  const result = checkBuiltApis([dir], ['Object.fromEntries']);
  expect(Object.keys(ACCEPTED)).toContain('Intl.ListFormat');
  expect(result.uncovered.sort()).toEqual(['Array.prototype.at', 'structuredClone']);
  expect(result.used['Array.prototype.at'].files).toEqual([path.join(dir, 'a.js')]);
  expect(checkBuiltApis([path.join(dir, 'none')], []).missing).toEqual([path.join(dir, 'none')]);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('an API accepted in some files only is reported anywhere else', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uc-built-apis-'));
  fs.writeFileSync(path.join(dir, 'vitals.0a1b2c3d.js'), 'var l=e.at(-1);');
  expect(checkBuiltApis([dir], []).uncovered).toEqual([]);
  fs.writeFileSync(path.join(dir, 'main.0a1b2c3d.js'), 'var l=e.at(-1);');
  const result = checkBuiltApis([dir], []);
  expect(result.uncovered).toEqual(['Array.prototype.at']);
  expect(result.used['Array.prototype.at'].files).toEqual([path.join(dir, 'main.0a1b2c3d.js')]);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('every app runs the old-webview polyfills as the first module of its entry', () => {
  const { createAppConfig, OLD_WEBVIEW_POLYFILLS } = require('../webpack-app');
  expect(fs.existsSync(OLD_WEBVIEW_POLYFILLS)).toBe(true);
  for (const app of ['host', 'account', 'messages', 'support', 'deletion']) {
    const config = createAppConfig({ app, dir: path.join(__dirname, '../../host') })({}, { mode: 'production' });
    expect(config.entry.main[0]).toBe(OLD_WEBVIEW_POLYFILLS);
  }
});
