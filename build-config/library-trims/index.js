// Parts of the named libraries that no page of ours runs, left out of every build: webpack's
// NormalModuleReplacementPlugin swaps any resolved module whose path ends in node_modules/<package>/<file> (a nested
// copy or a hoisted one alike) for a small stand-in. Each stand-in
// keeps the library's import shape and fails loudly if ever called. jest runs jsencrypt trimmed the same way (its RSA
// tests cover what ships, build-config/jest-preset.js) and axios whole.
//   jsencrypt: its key *export* (PEM/DER writing through jsrsasign's ASN.1 encoder); we only read public keys.
//              Its SHA-256, for OAEP padding and signatures; we encrypt PKCS#1 v1.5 blocks of our own padding.
//   axios: its fetch adapter; the browser always takes the XHR adapter first (axios' default order is xhr, http,
//          fetch), and the fetch adapter also runs a feature probe when the module loads. Its FormData-to-JSON
//          converter, its deprecated CancelToken and its progress events: reached only by options we never give. Its
//          HttpStatusCode table (names for status numbers), which it only hangs on its default export.
const path = require('path');

/** The stand-ins, by what they replace. */
const STAND_INS = {
  jsencryptKeyExport: path.join(__dirname, 'jsencrypt-key-export.js'),
  jsencryptSha256: path.join(__dirname, 'jsencrypt-sha256.js'),
  axiosFetchAdapter: path.join(__dirname, 'axios-fetch-adapter.js'),
  axiosFormDataToJson: path.join(__dirname, 'axios-form-data-to-json.js'),
  axiosCancelToken: path.join(__dirname, 'axios-cancel-token.js'),
  axiosProgressEvents: path.join(__dirname, 'axios-progress-events.js'),
  axiosHttpStatusCode: path.join(__dirname, 'axios-http-status-code.js'),
};

/**
 * What is replaced (a file of a package, as the package lays it out) and by what. The markers are texts that survive
 * minifying, for the test on the production builds (e2e/src/byte-budgets.e2e.ts): a library marker is in no built
 * file, a stand-in marker is in main.js (none for the fetch adapter's, an empty function, nor for SHA-256's, which
 * nothing of ours reaches: it is tree-shaken).
 */
const LIBRARY_TRIMS = [
  {
    pkg: 'jsencrypt',
    file: 'lib/lib/jsrsasign/asn1-1.0.js',
    standIn: STAND_INS.jsencryptKeyExport,
    libraryMarkers: ['extend failed, please check that'],
    standInMarker: 'jsencrypt key export (KJUR.asn1) is not part of this build',
  },
  { pkg: 'jsencrypt', file: 'lib/lib/jsbn/sha256.js', standIn: STAND_INS.jsencryptSha256, libraryMarkers: ['1899447441'], standInMarker: null },
  { pkg: 'axios', file: 'lib/adapters/fetch.js', standIn: STAND_INS.axiosFetchAdapter, libraryMarkers: ['about:client'], standInMarker: null },
  {
    pkg: 'axios',
    file: 'lib/helpers/formDataToJSON.js',
    standIn: STAND_INS.axiosFormDataToJson,
    libraryMarkers: ['FormData field is too deeply nested'],
    standInMarker: 'axios formDataToJSON',
  },
  {
    pkg: 'axios',
    file: 'lib/cancel/CancelToken.js',
    standIn: STAND_INS.axiosCancelToken,
    libraryMarkers: ['executor must be a function'],
    standInMarker: 'axios CancelToken is not part of this build',
  },
  {
    pkg: 'axios',
    file: 'lib/helpers/progressEventReducer.js',
    standIn: STAND_INS.axiosProgressEvents,
    libraryMarkers: ['lengthComputable'],
    standInMarker: 'axios progress events',
  },
  {
    pkg: 'axios',
    file: 'lib/helpers/HttpStatusCode.js',
    standIn: STAND_INS.axiosHttpStatusCode,
    libraryMarkers: ['NetworkAuthenticationRequired'],
    standInMarker: 'axios.HttpStatusCode (',
  },
].map((trim) => ({ ...trim, pattern: modulePathPattern(trim.pkg, trim.file) }));

/** Matches the resolved path of `file` inside any node_modules/<pkg> folder, with either path separator. */
function modulePathPattern(pkg, file) {
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sep = '[\\\\/]';
  return new RegExp(`${sep}node_modules${sep}${[...pkg.split('/'), ...file.split('/')].map(escape).join(sep)}$`);
}

/** The webpack plugins that put each stand-in in its library file's place (matched on the resolved resource). */
function libraryTrimPlugins() {
  const { NormalModuleReplacementPlugin } = require('webpack');
  return LIBRARY_TRIMS.map(({ pattern, standIn }) => new NormalModuleReplacementPlugin(pattern, standIn));
}

module.exports = { LIBRARY_TRIMS, STAND_INS, libraryTrimPlugins, modulePathPattern };
