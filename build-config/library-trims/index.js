// Parts of the named libraries that no page of ours runs, left out of every build by webpack aliases keyed
// by the library file's absolute path (a relative import inside the library reaches the same key). Each stand-in
// keeps the library's import shape and fails loudly if ever called. Tests (jest) still run the full libraries.
//   jsencrypt: its key *export* (PEM/DER writing through jsrsasign's ASN.1 encoder); we only read public keys.
//   axios: its fetch adapter; the browser always takes the XHR adapter first (axios' default order is xhr, http,
//          fetch), and the fetch adapter also runs a feature probe when the module loads.
const path = require('path');

const ROOT = path.join(__dirname, '../..');
const libraryFile = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);

/** The stand-ins, by what they replace. */
const STAND_INS = {
  jsencryptKeyExport: path.join(__dirname, 'jsencrypt-key-export.js'),
  axiosFetchAdapter: path.join(__dirname, 'axios-fetch-adapter.js'),
};

/** Library file → the stand-in that replaces it (webpack `resolve.alias`, exact file keys). */
const LIBRARY_TRIMS = {
  [libraryFile('jsencrypt', 'lib/lib/jsrsasign/asn1-1.0.js')]: STAND_INS.jsencryptKeyExport,
  [libraryFile('axios', 'lib/adapters/fetch.js')]: STAND_INS.axiosFetchAdapter,
};

module.exports = { LIBRARY_TRIMS, STAND_INS };
