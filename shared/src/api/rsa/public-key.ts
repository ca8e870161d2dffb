// The session's public key (PEM SPKI, PEM PKCS#1 or bare base64 DER SPKI) read with a tiny DER reader.
export interface RsaPublicKey {
  modulus: Uint8Array; // big-endian, no leading zero
  exponent: Uint8Array;
  size: number; // k: modulus length in bytes
}

interface Tlv {
  tag: number;
  start: number; // first content byte
  end: number; // one past the last content byte
}

function readTlv(der: Uint8Array, at: number, limit: number): Tlv {
  if (at + 2 > limit) throw new Error('DER: truncated');
  const tag = der[at];
  let len = der[at + 1];
  let start = at + 2;
  if (len & 0x80) {
    const count = len & 0x7f;
    if (count < 1 || count > 4 || start + count > limit) throw new Error('DER: bad length');
    len = 0;
    for (let i = 0; i < count; i += 1) len = len * 256 + der[start + i];
    start += count;
  }
  const end = start + len;
  if (end > limit) throw new Error('DER: truncated');
  return { tag, start, end };
}

const SEQUENCE = 0x30;
const INTEGER = 0x02;
const BIT_STRING = 0x03;
// 1.2.840.113549.1.1.1 rsaEncryption
const RSA_OID = [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01];

function expect(t: Tlv, tag: number): Tlv {
  if (t.tag !== tag) throw new Error(`DER: expected tag ${tag}, got ${t.tag}`);
  return t;
}

function unsigned(der: Uint8Array, t: Tlv): Uint8Array {
  let s = t.start;
  while (s < t.end - 1 && der[s] === 0) s += 1;
  return der.slice(s, t.end);
}

// RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }
function readPkcs1(der: Uint8Array, at: number, limit: number): RsaPublicKey {
  const seq = expect(readTlv(der, at, limit), SEQUENCE);
  const n = expect(readTlv(der, seq.start, seq.end), INTEGER);
  const e = expect(readTlv(der, n.end, seq.end), INTEGER);
  const modulus = unsigned(der, n);
  const exponent = unsigned(der, e);
  if (modulus.length < 64 || (modulus[0] === 0)) throw new Error('RSA: modulus too small');
  if (exponent.length === 1 && exponent[0] < 3) throw new Error('RSA: bad exponent');
  return { modulus, exponent, size: modulus.length };
}

// SubjectPublicKeyInfo ::= SEQUENCE { SEQUENCE { OID rsaEncryption, NULL }, BIT STRING { RSAPublicKey } }
function readSpki(der: Uint8Array): RsaPublicKey {
  const outer = expect(readTlv(der, 0, der.length), SEQUENCE);
  const first = readTlv(der, outer.start, outer.end);
  if (first.tag === INTEGER) return readPkcs1(der, 0, der.length); // a bare PKCS#1 key
  const alg = expect(first, SEQUENCE);
  const oid = expect(readTlv(der, alg.start, alg.end), 0x06);
  const oidBytes = Array.from(der.slice(oid.start, oid.end));
  if (oidBytes.join() !== RSA_OID.join()) throw new Error('RSA: not an rsaEncryption key');
  const bits = expect(readTlv(der, alg.end, outer.end), BIT_STRING);
  if (der[bits.start] !== 0) throw new Error('DER: unused bits in key');
  return readPkcs1(der, bits.start + 1, bits.end);
}

function base64ToBytes(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

const parsed = new Map<string, RsaPublicKey>();

/** Parses (and caches) a public key; throws on anything that is not an RSA public key. */
export function parsePublicKey(text: string): RsaPublicKey {
  const hit = parsed.get(text);
  if (hit) return hit;
  // Keys copied through JSON sometimes keep literal "\n" sequences.
  const body = text
    .replace(/\\n/g, '\n')
    .replace(/-----(BEGIN|END) [A-Z ]+-----/g, '')
    .replace(/^[A-Za-z-]+:.*$/gm, '')
    .replace(/\s+/g, '');
  if (!body || !/^[A-Za-z0-9+/]+=*$/.test(body)) throw new Error('RSA: key is not base64');
  const key = readSpki(base64ToBytes(body));
  if (parsed.size > 8) parsed.clear();
  parsed.set(text, key);
  return key;
}
