// jsencrypt's jsbn BigInteger (pure JS, so modPow runs on iOS 12 webviews that lack native BigInt).
// jsencrypt's package "exports" hide lib/lib/jsbn, so the class is taken from a key object it builds.
import JSEncrypt from 'jsencrypt';

export interface BigIntegerLike {
  modPow(e: BigIntegerLike, m: BigIntegerLike): BigIntegerLike;
  toString(radix: number): string;
  bitLength(): number;
}
type BigIntegerClass = new (value: string, radix: number) => BigIntegerLike;

let ctor: BigIntegerClass | undefined;

function bigIntegerClass(): BigIntegerClass {
  if (ctor) return ctor;
  const jse = new JSEncrypt();
  jse.setKey({} as unknown as string); // an empty key object: nothing is generated or parsed
  const key = jse.getKey() as unknown as { setPublic(n: string, e: string): void; n: BigIntegerLike };
  key.setPublic('1', '3');
  ctor = key.n.constructor as BigIntegerClass;
  return ctor;
}

export function bigIntegerFromHex(hex: string): BigIntegerLike {
  const Ctor = bigIntegerClass();
  return new Ctor(hex || '0', 16);
}

export function bytesToHex(bytes: ArrayLike<number>): string {
  let hex = '';
  for (let i = 0; i < bytes.length; i += 1) hex += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
  return hex;
}

/** Big-endian bytes of a non-negative integer, left-padded with zeros to `length`. */
export function toFixedBytes(value: BigIntegerLike, length: number): Uint8Array {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const raw = hex.length / 2;
  if (raw > length) throw new Error('RSA block larger than the modulus');
  const out = new Uint8Array(length);
  for (let i = 0; i < raw; i += 1) out[length - raw + i] = parseInt(hex.substr(i * 2, 2), 16);
  return out;
}
