// Decodes the main helper's `q` (ARCHITECTURE §5): base64 → modulus-length blocks → RSA PKCS#1 v1.5 → UTF-8 → JSON.
const crypto = require('crypto');
const { unpadPkcs1Type2 } = require('./pkcs1-unpad');

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
let pkcs1Refused = false; // Node 20 without --security-revert=CVE-2023-46809 refuses PKCS#1 private decryption

function isPkcs1Refusal(err) {
  return err && err.code === 'ERR_INVALID_ARG_VALUE' && /RSA_PKCS1_PADDING/.test(String(err.message));
}

function decryptBlockManually(privateKey, block) {
  const raw = crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_NO_PADDING }, block);
  return unpadPkcs1Type2(raw);
}

function decryptBlock(privateKey, block, options) {
  if (pkcs1Refused || options.forceManualUnpad) return decryptBlockManually(privateKey, block);
  try {
    return crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_PKCS1_PADDING }, block);
  } catch (err) {
    if (!isPkcs1Refusal(err)) throw err;
    pkcs1Refused = true;
    return decryptBlockManually(privateKey, block);
  }
}

/** Returns the parsed payload object; throws an Error with a short reason when q cannot be decoded. */
function decryptQ(q, privateKey, modulusBytes = 128, options = {}) {
  if (typeof q !== 'string' || q.length === 0) throw new Error('q is missing');
  // A '+' sent without URL-encoding arrives as a space: put it back.
  const text = q.replace(/ /g, '+').replace(/[\r\n]/g, '');
  if (!BASE64.test(text)) throw new Error('q is not base64');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0 || bytes.length % modulusBytes !== 0) {
    throw new Error(`q is ${bytes.length} bytes, not a multiple of ${modulusBytes}`);
  }
  const parts = [];
  for (let at = 0; at < bytes.length; at += modulusBytes) {
    try {
      parts.push(decryptBlock(privateKey, bytes.subarray(at, at + modulusBytes), options));
    } catch (err) {
      throw new Error(`block ${at / modulusBytes} does not decrypt: ${err.message}`);
    }
  }
  let json;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(parts));
  } catch {
    throw new Error('decrypted bytes are not UTF-8');
  }
  let payload;
  try {
    payload = JSON.parse(json);
  } catch {
    throw new Error('decrypted text is not JSON');
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new Error('decrypted JSON is not an object');
  }
  return payload;
}

module.exports = { decryptQ };
