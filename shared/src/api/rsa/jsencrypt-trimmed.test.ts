// The RSA tests run jsencrypt as the builds ship it (build-config/jest-preset.js maps it): its key export and SHA-256
// left out.
import JSEncrypt from 'jsencrypt';
import { generateKeyPairSync } from 'crypto';
import { encryptPayload } from './encrypt-payload';

const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

test('the jsencrypt under test is the trimmed one: writing a key out is not part of it', () => {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  expect(() => rsa.getPublicKey()).toThrow('jsencrypt key export (KJUR.asn1) is not part of this build');
});

test('the jsencrypt under test is the trimmed one: OAEP padding and signing (SHA-256) are not part of it', () => {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  // jsencrypt turns the stand-in's error into `false`; the whole library returns the base64 ciphertext here
  expect(rsa.encryptOAEP('x')).toBe(false);
});

test('reading the key and encrypting need nothing that was left out', () => {
  expect(encryptPayload(JSON.stringify({ nick: 'Aria 🐉' }), publicKey)).toMatch(/^[A-Za-z0-9+/]+=*$/);
});
