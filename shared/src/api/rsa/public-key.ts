// The session's public key (PEM SPKI, PEM PKCS#1 or bare base64 DER SPKI), read by jsencrypt.
// jsencrypt's key class alone (its JSEncrypt wrapper adds key generation, decryption, OAEP and signing, none of
// which we run): the package exports only its index, so every build resolves this path by an alias (webpack-app.js,
// jest-preset.js, tsconfig.json).
import { JSEncryptRSAKey } from 'jsencrypt/lib/JSEncryptRSAKey';

/** The part of jsencrypt's BigInteger we touch: its constructor takes big-endian bytes. */
interface JsbnBigInteger {
  bitLength(): number;
  constructor: new (bytes: number[]) => JsbnBigInteger;
}

/** jsencrypt's RSAKey as this kernel uses it (its typings mark n and e `protected`). */
interface JsencryptRsaKey {
  n: JsbnBigInteger | null;
  e: number;
  encrypt(message: string, pad: (message: string, k: number) => JsbnBigInteger): string | null;
}

export interface RsaPublicKey {
  size: number; // k: modulus length in bytes
  /**
   * m^e mod n as hex, by jsencrypt's RSAKey.encrypt; `pad(message, k)` builds the k-byte block m. jsencrypt's own
   * padding (pkcs1pad2) cannot be used: it encodes UTF-16 code units, so an emoji would go out as 6 bytes of CESU-8.
   */
  encrypt(message: string, pad: (message: string, k: number) => number[]): string;
}

const MIN_MODULUS_BITS = 512;

/** Keys copied through JSON sometimes keep literal "\n" sequences, which jsencrypt would read as base64 "n". */
export function normalisePublicKey(text: string): string {
  return text.replace(/\\r/g, '').replace(/\\n/g, '\n').trim();
}

function readKey(text: string): RsaPublicKey {
  const pem = normalisePublicKey(text);
  // An empty key would make jsencrypt generate a random key pair of its own.
  if (!pem) throw new Error('RSA: no public key');
  const key = new JSEncryptRSAKey(pem) as unknown as JsencryptRsaKey; // jsencrypt swallows parse errors: n stays null
  const { n, e } = key;
  if (!n || n.bitLength() < MIN_MODULUS_BITS) throw new Error('RSA: not an RSA public key');
  if (!(e >= 3 && e % 2 === 1)) throw new Error('RSA: bad exponent');
  const BigInteger = n.constructor;
  return {
    size: (n.bitLength() + 7) >> 3,
    encrypt(message, pad) {
      const hex = key.encrypt(message, (m, k) => new BigInteger(pad(m, k)));
      if (!hex) throw new Error('RSA: encryption failed');
      return hex;
    },
  };
}

const parsed = new Map<string, RsaPublicKey>();

/** Reads (and caches) a public key; throws on anything that is not an RSA public key. */
export function parsePublicKey(text: string): RsaPublicKey {
  const hit = parsed.get(text);
  if (hit) return hit;
  const key = readKey(text);
  if (parsed.size > 8) parsed.clear();
  parsed.set(text, key);
  return key;
}
