// Test-side inverse of encryptPayload (what the provider does): split into k-byte blocks, decrypt, join bytes.
// Raw RSA (no padding) + manual PKCS#1 v1.5 unpadding, so app test runs need no --security-revert flag.
import * as nodeCrypto from 'crypto';
import { TEST_PRIVATE_KEY_PEM } from './test-keys';

function unpad(block: Buffer): Buffer {
  if (block[0] !== 0 || block[1] !== 2) throw new Error('bad PKCS#1 padding');
  const sep = block.indexOf(0, 2);
  if (sep < 10) throw new Error('bad PKCS#1 padding');
  return block.subarray(sep + 1);
}

export function decryptPayload(q: string, privateKeyPem: string = TEST_PRIVATE_KEY_PEM): string {
  const key = nodeCrypto.createPrivateKey(privateKeyPem);
  const k = Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 1024) / 8);
  const all = Buffer.from(q, 'base64');
  if (all.length === 0 || all.length % k !== 0) throw new Error(`q is not a whole number of ${k}-byte blocks`);
  const parts: Buffer[] = [];
  for (let at = 0; at < all.length; at += k) {
    const block = nodeCrypto.privateDecrypt({ key, padding: nodeCrypto.constants.RSA_NO_PADDING }, all.subarray(at, at + k));
    parts.push(unpad(block));
  }
  return Buffer.concat(parts).toString('utf8');
}
