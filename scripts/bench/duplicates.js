// The duplicate-library check: every JS file a run loaded is mapped (by its origin's build and its file name) to the
// library modules webpack put in it. A library module loaded from files of two different builds is a second copy of
// that library (each build has its own webpack runtime and module registry). The same module in two files of one
// build is one instance at run time (webpack registers a module id once), only repeated bytes: reported apart.
// The federation runtime too (issue 37): the host's serves every remote's container (build-config/runtime-core-provider.js).
const FEDERATION_PACKAGES = ['runtime-core', 'runtime', 'sdk', 'webpack-bundler-runtime', 'error-codes'].map((p) => `@module-federation/${p}`);
const LIBRARIES = ['react', 'react-dom', 'react-router', 'react-router-dom', '@reduxjs/toolkit', 'redux', 'react-redux', 'immer', 'i18next', 'react-i18next', 'axios', 'jsencrypt', '@uc/shared', ...FEDERATION_PACKAGES];

const packageOf = (mod) => (mod.startsWith('@') ? mod.split('/').slice(0, 2).join('/') : mod.split('/')[0]);

/**
 * @param {string[]} urls JS files loaded in one run
 * @param {Record<string,string>} buildOfPort port → build name
 * @param {Record<string, Record<string,string[]>>} maps build name → file → library modules
 * @returns {{ duplicates: {library, module, urls}[], others: {library, module, urls}[], unmapped: string[] }}
 */
function findDuplicates(urls, buildOfPort, maps) {
  const where = new Map(); // module → [{ url, build }]
  const unmapped = [];
  for (const url of urls) {
    const u = new URL(url);
    const build = buildOfPort[u.port];
    const file = u.pathname.replace(/^\//, '');
    const mods = build && maps[build] ? maps[build][file] : undefined;
    if (!mods) {
      if (build) unmapped.push(url);
      continue;
    }
    for (const m of mods) where.set(m, [...(where.get(m) || []), { url, build }]);
  }
  const duplicates = [];
  const others = [];
  const repeatedBytes = [];
  for (const [module, list] of where) {
    if (list.length < 2) continue;
    const library = packageOf(module);
    const urls = list.map((e) => e.url);
    if (new Set(list.map((e) => e.build)).size < 2) repeatedBytes.push({ library, module, urls });
    else (LIBRARIES.includes(library) ? duplicates : others).push({ library, module, urls });
  }
  return { duplicates, others, repeatedBytes, unmapped };
}

/** One line per library (over every run): how many distinct modules are duplicated and from which files. */
function summarize(list) {
  const byLib = new Map();
  for (const d of list) {
    const e = byLib.get(d.library) || { library: d.library, modules: new Set(), urls: new Set() };
    e.modules.add(d.module);
    d.urls.forEach((u) => e.urls.add(u));
    byLib.set(d.library, e);
  }
  return [...byLib.values()].map((e) => ({ library: e.library, modules: e.modules.size, urls: [...e.urls] }));
}

module.exports = { findDuplicates, summarize, LIBRARIES };
