// Issue 8 §5: thousands of seeded random payloads from every Unicode plane, encrypted by our
// client code and decrypted by Node's own crypto.privateDecrypt (RSA PKCS#1 v1.5), all equal.
import * as nodeCrypto from 'crypto';
import { encryptPayload } from './encrypt-payload';
import { seededRandom } from '../../testing/seeded-random';


/** One code point from plane 0…16 (never a lone surrogate), weighted toward the planes text really uses. */
function randomCodePoint(rnd: () => number): number {
  const r = rnd();
  const plane = r < 0.55 ? 0 : r < 0.8 ? 1 : r < 0.9 ? 2 : Math.floor(rnd() * 17);
  for (;;) {
    const cp = plane * 0x10000 + Math.floor(rnd() * 0x10000);
    if (cp < 0xd800 || cp > 0xdfff) return cp;
  }
}

/** Mostly short texts, some up to 3000 code points: the long tail the chunking must handle. */
function randomText(rnd: () => number): string {
  const r = rnd();
  const len = r < 0.7 ? Math.floor(rnd() * 60) : r < 0.95 ? Math.floor(rnd() * 400) : Math.floor(rnd() * 3000);
  const out: number[] = [];
  for (let i = 0; i < len; i += 1) out.push(randomCodePoint(rnd));
  return String.fromCodePoint(...out);
}

function decrypt(q: string, bits: number, privateKey: nodeCrypto.KeyObject): string {
  const k = bits / 8;
  const all = Buffer.from(q, 'base64');
  const blocks: Buffer[] = [];
  for (let at = 0; at < all.length; at += k) {
    blocks.push(nodeCrypto.privateDecrypt({ key: privateKey, padding: nodeCrypto.constants.RSA_PKCS1_PADDING }, all.subarray(at, at + k)));
  }
  return Buffer.concat(blocks).toString('utf8');
}

describe.each([
  [1024, 2000],
  [2048, 500],
])('RSA %i-bit property: %i random payloads round-trip', (bits, count) => {
  const { publicKey, privateKey } = nodeCrypto.generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 65537 });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const base64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

  it('decrypts every one to the same text, across all 17 planes and surrogate pairs', () => {
    const rnd = seededRandom(0x5eed0000 + bits);
    const planes = new Set<number>();
    let astral = 0;
    let failures = 0;
    for (let i = 0; i < count; i += 1) {
      const s = randomText(rnd);
      for (const ch of s) planes.add(ch.codePointAt(0)! >> 16);
      if (/[\ud800-\udbff][\udc00-\udfff]/.test(s)) astral += 1;
      const text = JSON.stringify({ i, s, open_id: 'o' + i });
      const back = decrypt(encryptPayload(text, i % 2 ? base64 : pem), bits, privateKey);
      if (back !== text) {
        failures += 1;
        expect({ i, equal: false }).toEqual({ i, equal: true }); // names the first failing index
      }
    }
    expect(failures).toBe(0);
    expect(planes.size).toBe(17);
    expect(astral).toBeGreaterThan(count / 4);
  });
});
