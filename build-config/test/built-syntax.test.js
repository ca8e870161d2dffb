// Issue 10 point 4: the built-syntax check can fail (each too-new construct is reported with file, position and
// snippet), and the build settings that keep it passing: every library is compiled to the targets by the swc rule,
// webpack's runtime and minifier follow the same targets, and .browserslistrc is the one place they are declared.
const fs = require('fs');
const os = require('os');
const path = require('path');
const swc = require('@swc/core');
const browserslistResolve = require('browserslist');
const { checkSource, checkBuiltDirs, formatProblems } = require('../built-syntax');
const { browserslist, parseBrowserslistrc, BROWSERSLISTRC } = require('../targets');
const { createAppConfig } = require('../webpack-app');

const ROOT = path.join(__dirname, '../..');

describe('checkSource', () => {
  test.each([
    ['optional chaining', 'var a = {};\nvar b = a?.c;', 'optional chaining', 2, 9, 'a?.c'],
    ['nullish coalescing', 'var b = x ?? 1;', 'nullish coalescing', 1, 9, 'x ?? 1'],
    ['lookbehind', 'var r = /(?<=\\$)\\d+/;', 'regex lookbehind', 1, 9, '/(?<=\\$)\\d+/'],
    ['negative lookbehind', 'var r = /(?<!a)b/g;', 'regex lookbehind', 1, 9, '(?<!a)b'],
    ['optional catch binding', 'try { f(); } catch { g(); }', 'optional catch binding', 1, 14, 'catch {'],
    ['BigInt literal', 'var n = 10n;', 'BigInt', 1, 9, '10n'],
    ['class field', 'class A { x = 1 }', 'not ES2018', 1, 13, 'x = 1'],
    ['numeric separator', 'var n = 1_000;', 'not ES2018', 1, 10, '1_000'],
    ['logical assignment', 'a ??= 1;', 'not ES2018', 1, 5, 'a ??= 1'],
  ])('reports %s with file, line, column and the snippet', (_name, code, message, line, column, snippet) => {
    const problems = checkSource(code, 'dist/x.js');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'dist/x.js', line, column });
    expect(problems[0].message).toContain(message);
    expect(problems[0].snippet).toContain(snippet);
    expect(formatProblems(problems)).toContain(`dist/x.js:${line}:${column}`);
  });

  test('accepts ES2018 and dynamic import(), which both targets read', () => {
    const code = [
      'async function f(o) { const { a, ...rest } = { ...o }; for await (const x of g()) {} return await import("./x.js"); }',
      'var named = /(?<year>\\d{4})-(?<month>\\d{2})/u, dotAll = /a.b/s, prop = /\\p{L}/u;',
      'var escaped = /\\(?<=x\\)/, inClass = /[(?<=]/;',
      'try { f(); } catch (e) {}',
    ].join('\n');
    expect(checkSource(code)).toEqual([]);
  });

  test('reports every occurrence in one file, in order', () => {
    const problems = checkSource('var a = b?.c;\nvar d = e ?? f;\nvar r = /(?<=x)y/;');
    expect(problems.map((p) => p.line)).toEqual([1, 2, 3]);
  });
});

describe('checkBuiltDirs', () => {
  test('a missing dist is reported, never a silent pass; a bad file in a nested folder is found', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-syntax-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'ok.js'), 'var a = 1;');
    fs.writeFileSync(path.join(dir, 'assets', 'bad.js'), 'var a = b?.c;');
    fs.writeFileSync(path.join(dir, 'style.css'), 'a{b:c?.d}');
    const result = checkBuiltDirs([dir, path.join(dir, 'absent')]);
    expect(result.files).toHaveLength(2);
    expect(result.missing).toEqual([path.join(dir, 'absent')]);
    expect(result.problems.map((p) => p.file)).toEqual([path.join(dir, 'assets', 'bad.js')]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the build follows the targets', () => {
  const config = createAppConfig({ app: 'host', dir: path.join(ROOT, 'host') })({}, { mode: 'production' });
  const [libraries] = config.module.rules.flatMap((rule) => rule.oneOf || []).filter((r) => r.test && r.test.test('x.js') && !r.exclude.test('/n/node_modules/react/index.js'));

  test('.browserslistrc declares Chrome/Android WebView 70 and iOS 12, and targets.js reads exactly it', () => {
    expect(browserslist).toEqual(parseBrowserslistrc(fs.readFileSync(BROWSERSLISTRC, 'utf8')));
    const resolved = browserslistResolve(browserslist);
    expect(resolved).toContain('chrome 70');
    expect(resolved).not.toContain('chrome 69');
    expect(resolved).toContain('ios_saf 12.0-12.1');
    expect(resolved).not.toContain('ios_saf 11.3-11.4');
  });

  test('libraries under node_modules are compiled to the targets (not polyfill packages), output passes the check', () => {
    expect(libraries).toBeDefined();
    expect(libraries.exclude.test('/r/node_modules/core-js/modules/es.array.at.js')).toBe(true);
    const modern = 'export class Store { #items = new Map(); static size = 1_000; get(k) { try { return this.#items.get(k)?.value ?? null; } catch { return null; } } }';
    expect(checkSource(modern).length).toBeGreaterThan(0);
    const { code } = swc.transformSync(modern, { ...libraries.use.options, filename: 'node_modules/lib/index.js' });
    expect(checkSource(code.replace(/^export /m, ''))).toEqual([]);
  });

  test("webpack's runtime and minifier target the same webviews (no ES2020 output)", () => {
    expect(config.target).toBe(`browserslist:${browserslist.join(', ')}`);
    expect(config.output.environment).toMatchObject({ dynamicImport: false, dynamicImportInWorker: false });
  });
});
