// The library parts our builds leave out (library-trims/): each still exists where the pattern finds it (a library
// upgrade that moves it fails here, not silently in a build), each stand-in offers every name the library's own
// files import from it, and a stand-in that is called says what is missing.
const fs = require('fs');
const path = require('path');
const { LIBRARY_TRIMS, STAND_INS } = require('../library-trims');

/** The library's files that import `file`, with the names they take from it (`* as x` → the `x.name` they read). */
function importersOf(file) {
  const pkgDir = file.slice(0, file.indexOf('/', file.lastIndexOf('node_modules/') + 13));
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.m?js$/.test(entry.name) && full !== file) {
        const src = fs.readFileSync(full, 'utf8');
        for (const m of src.matchAll(/import\s+([^;]+?)\s+from\s+['"]([^'"]+)['"]/g)) {
          const target = path.resolve(path.dirname(full), m[2]);
          if (target !== file && `${target}.js` !== file) continue;
          const clause = m[1];
          const names = [];
          const named = clause.match(/\{([^}]*)\}/);
          if (named) names.push(...named[1].split(',').map((s) => s.trim().split(/\s+as\s+/)[0]).filter(Boolean));
          const star = clause.match(/\*\s+as\s+(\w+)/);
          if (star) names.push(...[...src.matchAll(new RegExp(`\\b${star[1]}\\.(\\w+)`, 'g'))].map((x) => x[1]));
          if (/^\w+/.test(clause) && !clause.startsWith('*')) names.push('default');
          out.push({ importer: path.relative(pkgDir, full), names: [...new Set(names)] });
        }
      }
    }
  };
  walk(path.join(pkgDir, 'lib'));
  return out;
}

const ROOT = path.join(__dirname, '../..');

describe.each(LIBRARY_TRIMS.map(({ pkg, file, standIn, pattern }) => [`${pkg}/${file}`, path.join(ROOT, 'node_modules', pkg, file), standIn, pattern]))('%s', (_name, file, standIn, pattern) => {
  test('the library file still exists, and is imported by the library itself', () => {
    expect(fs.existsSync(file)).toBe(true);
    expect(importersOf(file).length).toBeGreaterThan(0);
  });

  test("the library markers are the library file's own text", () => {
    const trim = LIBRARY_TRIMS.find((t) => t.pattern === pattern);
    for (const marker of trim.libraryMarkers) expect(fs.readFileSync(file, 'utf8')).toContain(marker);
    if (trim.standInMarker) expect(fs.readFileSync(standIn, 'utf8')).toContain(trim.standInMarker);
  });

  test('the replacement matches the file by pattern: the installed copy and a nested one, not a neighbour', () => {
    expect(pattern.test(file)).toBe(true);
    expect(pattern.test(path.join(ROOT, 'node_modules/some-package/node_modules', path.relative(path.join(ROOT, 'node_modules'), file)))).toBe(true);
    expect(pattern.test(`${file}.map`)).toBe(false);
    expect(pattern.test(path.join(ROOT, 'build-config/library-trims', path.basename(file)))).toBe(false);
  });

  test('the stand-in exports every name the library imports from the file', () => {
    const src = fs.readFileSync(standIn, 'utf8');
    const exported = new Set([...src.matchAll(/export\s+(?:const|function|class|let)\s+(\w+)/g)].map((m) => m[1]));
    if (/export\s+default\b/.test(src)) exported.add('default');
    for (const { importer, names } of importersOf(file)) {
      for (const name of names) expect({ importer, name, exported: exported.has(name) }).toEqual({ importer, name, exported: true });
    }
  });
});

test('jsencrypt key export stand-in: reading KJUR.asn1 throws and names what is missing', async () => {
  const src = fs.readFileSync(STAND_INS.jsencryptKeyExport, 'utf8').replace(/export const /g, 'exports.');
  const mod = {};
  new Function('exports', src)(mod);
  expect(() => mod.KJUR.asn1).toThrow('jsencrypt key export (KJUR.asn1) is not part of this build');
});

test('jsencrypt SHA-256 stand-in: hashing throws and names what is missing', () => {
  const src = fs.readFileSync(STAND_INS.jsencryptSha256, 'utf8').replace(/export function (\w+)/g, 'exports.$1 = function $1');
  const mod = {};
  new Function('exports', src)(mod);
  expect(() => mod.rstr_sha256('x')).toThrow('jsencrypt SHA-256 (OAEP padding, sign/verify) is not part of this build');
  expect(() => mod.rstr2hex('x')).toThrow('jsencrypt SHA-256');
});

/** A stand-in's ES module source run as CommonJS (exports by name, the default as `default`). */
function loadStandIn(file) {
  const src = fs
    .readFileSync(file, 'utf8')
    .replace(/export default (function|class) (\w+)/, 'exports.default = $1 $2')
    .replace(/export default (\w+);/, 'exports.default = $1;')
    .replace(/export (?:const|function) (\w+)/g, (m, name) => (m.includes('function') ? `exports.${name} = function ${name}` : `exports.${name}`));
  const mod = {};
  new Function('exports', src)(mod);
  return mod;
}

test('axios stand-ins: each throws and names what is missing when reached', () => {
  expect(() => loadStandIn(STAND_INS.axiosFormDataToJson).default(new Map())).toThrow('axios formDataToJSON');
  const { default: CancelToken } = loadStandIn(STAND_INS.axiosCancelToken);
  expect(() => new CancelToken(() => undefined)).toThrow('cancel a request with an AbortController signal');
  expect(() => CancelToken.source()).toThrow('axios CancelToken is not part of this build');
  const progress = loadStandIn(STAND_INS.axiosProgressEvents);
  for (const name of ['progressEventReducer', 'progressEventDecorator', 'asyncDecorator']) expect(() => progress[name](() => undefined)).toThrow('axios progress events');
  const { default: HttpStatusCode } = loadStandIn(STAND_INS.axiosHttpStatusCode);
  expect(() => HttpStatusCode.Ok).toThrow('axios.HttpStatusCode (Ok) is not part of this build');
});

test('axios fetch adapter stand-in: no fetch adapter (axios then reports "not available in the build")', () => {
  const src = fs.readFileSync(STAND_INS.axiosFetchAdapter, 'utf8').replace('export const getFetch =', 'exports.getFetch =').replace('export default undefined;', '');
  const mod = {};
  new Function('exports', src)(mod);
  expect(mod.getFetch({})).toBeUndefined();
});
