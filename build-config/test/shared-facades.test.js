// The shared facades (shared-facades/): every name an app imports from a facaded library must be in its facade,
// or the federated build would hand that app `undefined` (the one-bundle build would not notice).
const fs = require('fs');
const path = require('path');
const { FACADES, facadeExports, unsharedAliases } = require('../shared-facades');
const { sharedSingletons } = require('../federation');

const ROOT = path.join(__dirname, '../..');
// The sources that take a shared library from the share scope: the kernel and the remotes. The host's own imports (and
// the one-bundle build's) are its own modules: it has no federation plugin, it only lends the facades.
const SOURCE_ROOTS = ['shared/src', 'remote-account/src', 'remote-messages/src', 'remote-support/src', 'remote-deletion/src'];

function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx|js|jsx)$/.test(entry.name) && !/\.test\.|__tests__|[\\/]testing[\\/]/.test(full)) out.push(full);
  }
  return out;
}

/** key → Set of value names imported from it by the apps' (non-test) sources. */
function importedNames(keys) {
  const names = Object.fromEntries(keys.map((k) => [k, new Set()]));
  for (const root of SOURCE_ROOTS) {
    const dir = path.join(ROOT, root);
    if (!fs.existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const src = fs.readFileSync(file, 'utf8');
      for (const m of src.matchAll(/import\s+(type\s+)?(\*\s+as\s+\w+|\{([^}]*)\})\s+from\s+'([^']+)'/g)) {
        const key = m[4];
        if (!names[key] || m[1]) continue;
        if (!m[3]) throw new Error(`${path.relative(ROOT, file)} imports * from ${key}: list the names (the facade exports only some)`);
        for (const part of m[3].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) names[key].add(name);
        }
      }
    }
  }
  return names;
}

test('every name the apps import from a facaded library is exported by its facade', () => {
  const keys = Object.keys(FACADES);
  const used = importedNames(keys);
  for (const key of keys) {
    const exported = new Set(facadeExports(key));
    const missing = [...used[key]].filter((n) => !exported.has(n));
    expect([key, missing]).toEqual([key, []]);
    expect(used[key].size).toBeGreaterThan(0);
  }
});

test('a facaded library is shared as its facade, and the real package sits under a name no share key matches', () => {
  const shared = sharedSingletons();
  for (const [key, file] of Object.entries(FACADES)) expect(shared[key]).toMatchObject({ singleton: true, import: file });
  expect(shared['react-router']).toBeUndefined();
  for (const [alias, file] of Object.entries({ ...unsharedAliases(false), ...unsharedAliases(true) })) {
    expect(Object.keys(shared).some((k) => alias.startsWith(k))).toBe(false);
    expect(fs.existsSync(file)).toBe(true);
  }
  expect(unsharedAliases(false)['@uc/unshared/react-router$']).toMatch(/dist[\\/]production[\\/]index\.mjs$/);
});

// Libraries that import a facaded package themselves: under a remote's build those imports are consumed through the
// facade as well, so it must carry their names too.
const LIBRARY_IMPORTERS = [
  'node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs',
  'node_modules/@reduxjs/toolkit/dist/query/rtk-query.browser.mjs',
  'node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs',
  'node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.browser.mjs',
];

test.each(['@reduxjs/toolkit', 'react-redux'])("the %s facade carries every name RTK Query's own files import from it", (key) => {
  const needed = new Set();
  const quoted = key.replace(/[/.]/g, (c) => `\\${c}`);
  for (const file of LIBRARY_IMPORTERS.map((f) => path.join(ROOT, f)).filter((f) => fs.existsSync(f))) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${quoted}"`, 'g'))) {
      for (const part of m[1].split(',')) needed.add(part.trim().split(/\s+as\s+/)[0]);
    }
  }
  needed.delete('');
  expect(needed.size).toBeGreaterThan(2);
  const exported = new Set(facadeExports(key));
  expect([...needed].filter((n) => !exported.has(n))).toEqual([]);
});

test('a facade re-exports the very file a browser build resolves the package to (one copy, one React context)', () => {
  const aliases = unsharedAliases(false);
  expect(aliases['@uc/unshared/@reduxjs/toolkit$']).toMatch(/redux-toolkit\.modern\.mjs$/);
  expect(aliases['@uc/unshared/react-redux$']).toMatch(/react-redux\.mjs$/);
});
