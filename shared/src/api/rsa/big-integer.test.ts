import { randomBytes, generateKeyPairSync } from 'crypto';
import { modPowBytes } from './big-integer';

const ZERO = BigInt(0);
const ONE = BigInt(1);
const toBig = (bytes: ArrayLike<number>) => BigInt(`0x${Buffer.from(Array.from(bytes)).toString('hex') || '0'}`);

function bigModPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let result = ONE;
  let b = base % mod;
  for (let e = exp; e > ZERO; e >>= ONE) {
    if (e & ONE) result = (result * b) % mod;
    b = (b * b) % mod;
  }
  return result;
}

function randomOddModulus(bytes: number): Buffer {
  const n = randomBytes(bytes);
  n[0] |= 0x80;
  n[bytes - 1] |= 1;
  return n;
}

describe('modPowBytes (RSA m^e mod n without BigInt)', () => {
  test.each([64, 65, 128, 129, 256, 257, 512])('equals BigInt arithmetic for random %i-byte moduli', (size) => {
    for (let round = 0; round < 12; round += 1) {
      const n = randomOddModulus(size);
      const m = randomBytes(size - 1);
      const e = round % 3 === 0 ? Buffer.from([1, 0, 1]) : randomBytes(1 + (round % 4));
      const got = modPowBytes(m, e, n, size);
      expect(got).toHaveLength(size);
      expect(toBig(got)).toBe(bigModPow(toBig(m), toBig(e), toBig(n)));
    }
  });

  test('with a real 2048-bit key: the block is left-padded to the modulus length', () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 65537 });
    const jwk = publicKey.export({ format: 'jwk' });
    const n = Buffer.from(jwk.n as string, 'base64url');
    const e = Buffer.from(jwk.e as string, 'base64url');
    for (const m of [Buffer.from([0, 0, 7]), Buffer.from([1]), randomBytes(255)]) {
      const got = modPowBytes(m, e, n, 256);
      expect(toBig(got)).toBe(bigModPow(toBig(m), toBig(e), toBig(n)));
    }
  });

  test('edge values: 0 and 1 as the base, exponent 1', () => {
    const n = randomOddModulus(128);
    expect(toBig(modPowBytes([0], [1, 0, 1], n, 128))).toBe(ZERO);
    expect(toBig(modPowBytes([1], [1, 0, 1], n, 128))).toBe(ONE);
    const m = randomBytes(100);
    expect(toBig(modPowBytes(m, [1], n, 128))).toBe(toBig(m));
  });

  test('refuses a block not smaller than the modulus, and an even modulus', () => {
    const n = randomOddModulus(64);
    expect(() => modPowBytes(n, [3], n, 64)).toThrow('larger than the modulus');
    expect(() => modPowBytes(Buffer.concat([Buffer.from([1]), n]), [3], n, 64)).toThrow('larger than the modulus');
    const even = Buffer.from(n);
    even[63] &= 0xfe;
    expect(() => modPowBytes([5], [3], even, 64)).toThrow('must be odd');
  });
});
