// The stand-in's RSA key pair: fresh at every start, 1024-bit / 010001 as SPEC §9 fixes it.
const crypto = require('crypto');

function createKeyPair() {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: 0x10001,
  });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' });
  // The bare base64 of the DER SubjectPublicKeyInfo: the form a host may send as public_key.
  const publicKeyBase64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return { publicKey, privateKey, publicKeyPem, publicKeyBase64, modulusBytes: 1024 / 8 };
}

module.exports = { createKeyPair };
