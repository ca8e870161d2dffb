// Parts of the named libraries that no page of ours runs, left out of every build by webpack aliases keyed
// by the library file's absolute path (a relative import inside the library reaches the same key). Each stand-in
// keeps the library's import shape and fails loudly if ever called. jest runs jsencrypt trimmed the same way (its RSA
// tests cover what ships, build-config/jest-preset.js) and axios whole.
//   jsencrypt: its key *export* (PEM/DER writing through jsrsasign's ASN.1 encoder); we only read public keys.
//              Its SHA-256, for OAEP padding and signatures; we encrypt PKCS#1 v1.5 blocks of our own padding.
//   axios: its fetch adapter; the browser always takes the XHR adapter first (axios' default order is xhr, http,
//          fetch), and the fetch adapter also runs a feature probe when the module loads. Its FormData-to-JSON
//          converter, its deprecated CancelToken and its progress events: reached only by options we never give. Its
//          HttpStatusCode table (names for status numbers), which it only hangs on its default export.
const path = require('path');

const ROOT = path.join(__dirname, '../..');
const libraryFile = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);

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

/** Library file → the stand-in that replaces it (webpack `resolve.alias`, exact file keys). */
const LIBRARY_TRIMS = {
  [libraryFile('jsencrypt', 'lib/lib/jsrsasign/asn1-1.0.js')]: STAND_INS.jsencryptKeyExport,
  [libraryFile('jsencrypt', 'lib/lib/jsbn/sha256.js')]: STAND_INS.jsencryptSha256,
  [libraryFile('axios', 'lib/adapters/fetch.js')]: STAND_INS.axiosFetchAdapter,
  [libraryFile('axios', 'lib/helpers/formDataToJSON.js')]: STAND_INS.axiosFormDataToJson,
  [libraryFile('axios', 'lib/cancel/CancelToken.js')]: STAND_INS.axiosCancelToken,
  [libraryFile('axios', 'lib/helpers/progressEventReducer.js')]: STAND_INS.axiosProgressEvents,
  [libraryFile('axios', 'lib/helpers/HttpStatusCode.js')]: STAND_INS.axiosHttpStatusCode,
};

module.exports = { LIBRARY_TRIMS, STAND_INS };
