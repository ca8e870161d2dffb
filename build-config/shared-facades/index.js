// Shared libraries provided through a facade (a module that re-exports only what the apps import), so the shared
// copy is tree-shaken like a one-bundle build's. Keys: the share key; file: the facade; real: the package entry the
// facade re-exports, aliased as `@uc/unshared/<key's package>` (production builds: react-router's production files).
const path = require('path');

const ROOT = path.join(__dirname, '../..');
const pkgDir = (name) => path.join(ROOT, 'node_modules', name);

// The file a browser build's `import` of the package resolves to (the same conditions webpack uses), so the facade
// re-exports the very module every other import of the package gets: one copy of its state and React contexts.
let esmResolver;
function browserEsmEntry(name) {
  // webpack's own resolver package, taken from where webpack finds it
  esmResolver ??= require(require.resolve('enhanced-resolve', { paths: [path.dirname(require.resolve('webpack'))] })).create.sync({
    conditionNames: ['webpack', 'production', 'browser', 'import', 'module'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.mjs', '.js'],
  });
  return esmResolver(ROOT, name);
}

/** @param {boolean} dev */
function unsharedAliases(dev) {
  const router = path.join(pkgDir('react-router'), 'dist', dev ? 'development' : 'production');
  return {
    '@uc/unshared/react-router$': path.join(router, 'index.mjs'),
    '@uc/unshared/react-i18next$': path.join(pkgDir('react-i18next'), 'dist/es/index.js'),
    '@uc/unshared/@reduxjs/toolkit$': browserEsmEntry('@reduxjs/toolkit'),
    '@uc/unshared/react-redux$': browserEsmEntry('react-redux'),
    '@uc/unshared/lucide-react$': browserEsmEntry('lucide-react'),
  };
}

const FACADES = {
  'react-router-dom': path.join(__dirname, 'react-router-dom.js'),
  'react-i18next': path.join(__dirname, 'react-i18next.js'),
  '@reduxjs/toolkit': path.join(__dirname, 'reduxjs-toolkit.js'),
  'react-redux': path.join(__dirname, 'react-redux.js'),
  'lucide-react': path.join(__dirname, 'lucide-react.js'),
};

/** The names a facade exports (read from its source: one `export { … } from` list). */
function facadeExports(key) {
  const src = require('fs').readFileSync(FACADES[key], 'utf8');
  const m = src.match(/export\s*\{([^}]*)\}\s*from/);
  return m ? m[1].split(',').map((s) => s.trim()).filter(Boolean) : [];
}

module.exports = { FACADES, unsharedAliases, facadeExports };
