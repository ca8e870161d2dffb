// ARCHITECTURE §5 "every chunk is encrypted to exactly one modulus-length block (left-padded)", with jsencrypt doing
// the RSA: what it returns per block is watched (or shortened) on its key class, the result decrypted by Node.
import * as nodeCrypto from 'crypto';
import JSEncrypt from 'jsencrypt';
import { encryptPayload } from './encrypt-payload';

const BITS = 1024;
const K = BITS / 8;
const { publicKey, privateKey } = nodeCrypto.generateKeyPairSync('rsa', { modulusLength: BITS, publicExponent: 65537 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

const decryptBlock = (block: Buffer) =>
  nodeCrypto.privateDecrypt({ key: privateKey, padding: nodeCrypto.constants.RSA_PKCS1_PADDING }, block).toString('utf8');

/** The prototype jsencrypt's key objects take `encrypt` from (the class is not exported by its package). */
function jsencryptKeyPrototype(): { encrypt(message: string, pad: unknown): string } {
  const probe = new JSEncrypt();
  probe.setPublicKey(pem);
  return Object.getPrototypeOf(probe.getKey());
}

/** The RSA result is below 2^(8(k−1)): its first byte is zero, whether or not the hex shows it. */
const leadingZeroByte = (hex: string) => hex.padStart(2 * K, '0').startsWith('00');

/** One-block payloads until `wanted` of jsencrypt's results had a leading zero byte; returns those. */
function encryptUntilLeadingZeros(wanted: number, rawTransform: (hex: string) => string = (hex) => hex) {
  const proto = jsencryptKeyPrototype();
  const original = proto.encrypt;
  let rawHex = '';
  jest.spyOn(proto, 'encrypt').mockImplementation(function (this: unknown, message: string, pad: unknown) {
    rawHex = rawTransform(original.call(this, message, pad));
    return rawHex;
  });
  const found: Array<{ text: string; q: string; rawHex: string }> = [];
  let tries = 0;
  // About one result in 128–256 has a zero first byte: 20,000 tries all but never find fewer than `wanted`.
  for (; tries < 20000 && found.length < wanted; tries += 1) {
    const text = JSON.stringify({ i: tries, s: 'ключ 鍵 🔑' });
    const q = encryptPayload(text, pem);
    const block = Buffer.from(q, 'base64');
    expect(block).toHaveLength(K); // every block, not only the zero-led ones
    expect(decryptBlock(block)).toBe(text);
    if (leadingZeroByte(rawHex)) found.push({ text, q, rawHex });
  }
  return found;
}

afterEach(() => jest.restoreAllMocks());

it('keeps a jsencrypt result with leading zero bytes a full k-byte block that decrypts', () => {
  const found = encryptUntilLeadingZeros(5);
  expect(found).toHaveLength(5);
  for (const { q } of found) expect(Buffer.from(q, 'base64')[0]).toBe(0);
});

it('left-pads results from which jsencrypt dropped the leading zeros (as its versions before 3.5 did)', () => {
  // BigInteger.toString(16) without jsencrypt 3.5's re-padding: shorter, sometimes odd-length hex.
  const found = encryptUntilLeadingZeros(5, (hex) => hex.replace(/^0+/, ''));
  expect(found).toHaveLength(5);
  for (const { text, q, rawHex } of found) {
    expect(rawHex.length).toBeLessThan(2 * K);
    const block = Buffer.from(q, 'base64');
    expect(block).toHaveLength(K);
    expect(block[0]).toBe(0);
    expect(decryptBlock(block)).toBe(text);
  }
});

it('rejects a jsencrypt result longer than the modulus instead of sending a wrong block', () => {
  jest.spyOn(jsencryptKeyPrototype(), 'encrypt').mockReturnValue('01'.repeat(K + 1));
  expect(() => encryptPayload('{}', pem)).toThrow('larger than the modulus');
});

it("pads the chunk's UTF-8 bytes itself: jsencrypt's own encrypt() sends an emoji as CESU-8", () => {
  const jsencrypt = new JSEncrypt();
  jsencrypt.setPublicKey(pem);
  const own = nodeCrypto.privateDecrypt(
    { key: privateKey, padding: nodeCrypto.constants.RSA_PKCS1_PADDING },
    Buffer.from(jsencrypt.encrypt('😀') as string, 'base64'),
  );
  expect(own.toString('hex')).toBe('eda0bdedb880'); // two 3-byte surrogates, not f09f9880
  expect(decryptBlock(Buffer.from(encryptPayload('😀', pem), 'base64'))).toBe('😀');
});

it('sends a lone surrogate as U+FFFD (JSON.stringify never emits one, but a caller might)', () => {
  expect(decryptBlock(Buffer.from(encryptPayload('a\ud800b\udc00', pem), 'base64'))).toBe('a\ufffdb\ufffd');
});
