// The client side of ARCHITECTURE §5 in Node: the provider-check's, and the stand-in's tests and Node-side callers'.
const crypto = require('crypto');

const MAX_CHARS = 100;

/** Cuts text into chunks of ≤ maxChars UTF-16 units and ≤ maxBytes UTF-8 bytes, never splitting a code point. */
function chunkText(text, maxBytes, maxChars = MAX_CHARS) {
  const chunks = [];
  let current = '';
  let currentBytes = 0;
  for (const ch of text) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (current && (current.length + ch.length > maxChars || currentBytes + size > maxBytes)) {
      chunks.push(current);
      current = '';
      currentBytes = 0;
    }
    current += ch;
    currentBytes += size;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** A session's public_key (ARCHITECTURE §4): PEM, or the bare base64 of its DER SubjectPublicKeyInfo; a KeyObject passes. */
function publicKeyFrom(publicKey) {
  if (publicKey instanceof crypto.KeyObject && publicKey.type === 'public') return publicKey;
  if (typeof publicKey === 'string' && !publicKey.includes('-----BEGIN')) {
    return crypto.createPublicKey({ key: Buffer.from(publicKey.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
  }
  return crypto.createPublicKey(publicKey);
}

/** encryptQ(JSON text or object, public key PEM / bare base64 DER / KeyObject) → base64 q. */
function encryptQ(payload, publicKey) {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const key = publicKeyFrom(publicKey);
  const modulusBytes = key.asymmetricKeyDetails.modulusLength / 8;
  const blocks = chunkText(text, modulusBytes - 11).map((chunk) =>
    crypto.publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(chunk, 'utf8')),
  );
  return Buffer.concat(blocks).toString('base64');
}

module.exports = { encryptQ, chunkText, publicKeyFrom };
