// ARCHITECTURE §5: RSA PKCS#1 v1.5 over ≤100-character, ≤(k−11)-byte chunks; q = base64 of the k-byte blocks.
// jsencrypt reads the key and runs RSA on each block; the block's padding is built here from the chunk's UTF-8 bytes.
import { parsePublicKey } from './public-key';

export const MAX_CHUNK_CHARS = 100;
const PADDING_OVERHEAD = 11;

/** UTF-8 bytes of one code point; a lone surrogate becomes U+FFFD as TextEncoder would. */
function utf8(cp: number, out: number[]): void {
  if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
  if (cp < 0x80) out.push(cp);
  else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
  else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
}

/** Cuts text into UTF-8 chunks of ≤ maxChars code points and ≤ maxBytes bytes, never inside a character. */
export function chunkUtf8(text: string, maxChars: number, maxBytes: number): number[][] {
  const chunks: number[][] = [];
  let current: number[] = [];
  let chars = 0;
  const bytes: number[] = [];
  for (const ch of text) {
    bytes.length = 0;
    utf8(ch.codePointAt(0)!, bytes);
    if (chars > 0 && (chars + 1 > maxChars || current.length + bytes.length > maxBytes)) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(...bytes);
    chars += 1;
  }
  if (chars > 0) chunks.push(current);
  return chunks;
}

function nonZeroRandomBytes(length: number): Uint8Array {
  const out = new Uint8Array(length);
  crypto.getRandomValues(out);
  for (let i = 0; i < length; i += 1) {
    const one = new Uint8Array(1);
    while (out[i] === 0) {
      crypto.getRandomValues(one);
      out[i] = one[0];
    }
  }
  return out;
}

/** EM = 0x00 ‖ 0x02 ‖ PS (nonzero random, ≥ 8 bytes) ‖ 0x00 ‖ M (RFC 8017 §7.2.1); M is a byte string. */
function pkcs1Block(message: string, k: number): number[] {
  if (message.length > k - PADDING_OVERHEAD) throw new Error('RSA: chunk longer than the key allows');
  const em = new Array<number>(k).fill(0);
  em[1] = 0x02;
  const ps = nonZeroRandomBytes(k - message.length - 3);
  for (let i = 0; i < ps.length; i += 1) em[2 + i] = ps[i];
  for (let i = 0, at = k - message.length; i < message.length; i += 1) em[at + i] = message.charCodeAt(i);
  return em;
}

/** jsencrypt's hex → exactly k bytes, left-padded: older jsencrypt versions dropped a result's leading zero bytes. */
function blockBytes(hex: string, k: number): Uint8Array {
  const even = hex.length % 2 ? `0${hex}` : hex;
  const length = even.length / 2;
  if (length > k) throw new Error('RSA block larger than the modulus');
  const out = new Uint8Array(k);
  for (let i = 0; i < length; i += 1) out[k - length + i] = parseInt(even.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function bytesToBase64(blocks: Uint8Array[]): string {
  let bin = '';
  for (const block of blocks) {
    for (let i = 0; i < block.length; i += 0x2000) bin += String.fromCharCode(...block.subarray(i, i + 0x2000));
  }
  return btoa(bin);
}

/** Encrypts a JSON text with the session's public key (PEM or bare base64 DER); throws on a bad key. */
export function encryptPayload(json: string, publicKey: string): string {
  const key = parsePublicKey(publicKey);
  const k = key.size;
  const blocks = chunkUtf8(json, MAX_CHUNK_CHARS, k - PADDING_OVERHEAD).map((bytes) =>
    blockBytes(key.encrypt(String.fromCharCode(...bytes), pkcs1Block), k),
  );
  return bytesToBase64(blocks);
}
