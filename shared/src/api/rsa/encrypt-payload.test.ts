// ARCHITECTURE §5: every payload round-trips through Node's own RSA PKCS#1 v1.5 decryption.
import * as nodeCrypto from 'crypto';
import { TextDecoder as NodeTextDecoder } from 'util';
import { chunkUtf8, encryptPayload } from './encrypt-payload';
import { seededRandom } from '../../testing/seeded-random';

interface Pair {
  bits: number;
  pem: string;
  base64: string;
  pkcs1: string;
  privateKey: nodeCrypto.KeyObject;
}

function makePair(bits: number): Pair {
  const { publicKey, privateKey } = nodeCrypto.generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 65537 });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const base64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const pkcs1 = publicKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  return { bits, pem, base64, pkcs1, privateKey };
}

function decryptBlocks(q: string, pair: Pair): Buffer[] {
  const k = pair.bits / 8;
  const all = Buffer.from(q, 'base64');
  expect(all.length % k).toBe(0);
  const out: Buffer[] = [];
  for (let at = 0; at < all.length; at += k) {
    out.push(
      nodeCrypto.privateDecrypt({ key: pair.privateKey, padding: nodeCrypto.constants.RSA_PKCS1_PADDING }, all.subarray(at, at + k)),
    );
  }
  return out;
}

const strict = new NodeTextDecoder('utf-8', { fatal: true });

function roundTrip(text: string, pair: Pair, key: string = pair.pem): string {
  const blocks = decryptBlocks(encryptPayload(text, key), pair);
  for (const b of blocks) {
    const chunk = strict.decode(b); // throws if a character was split across blocks
    expect(Array.from(chunk).length).toBeLessThanOrEqual(100);
    expect(b.length).toBeLessThanOrEqual(pair.bits / 8 - 11);
  }
  return Buffer.concat(blocks).toString('utf8');
}


const RANGES: Array<[number, number]> = [
  [0x20, 0x7e], [0xa0, 0x24f], [0x400, 0x4ff], [0x3040, 0x30ff], [0x4e00, 0x9fff], [0xac00, 0xd7a3],
  [0x1f300, 0x1faff], [0x20000, 0x2a6df], [0x0, 0x1f], [0xe000, 0xfffd],
];

function randomUnicode(rnd: () => number, maxLen: number): string {
  const len = Math.floor(rnd() * maxLen);
  let s = '';
  for (let i = 0; i < len; i += 1) {
    const [lo, hi] = RANGES[Math.floor(rnd() * RANGES.length)];
    s += String.fromCodePoint(lo + Math.floor(rnd() * (hi - lo + 1)));
  }
  return s;
}

const pairs = [makePair(1024), makePair(2048)];

describe.each(pairs)('RSA $bits-bit', (pair) => {
  const samples: Array<[string, string]> = [
    ['ASCII', JSON.stringify({ grant_app: 'a1', open_id: 'o', time: 1700000000000, mobile: '13800000000' })],
    ['CJK', JSON.stringify({ name: '玩家中心用户名字测试', ja: 'ユーザーセンター', ko: '사용자 센터' })],
    ['Cyrillic', JSON.stringify({ text: 'Центр пользователя — привет, мир!' })],
    ['emoji', JSON.stringify({ e: '😀👍🏽👨‍👩‍👧‍👦🇨🇳'.repeat(20) })],
    ['5000 ASCII chars', JSON.stringify({ s: 'x'.repeat(5000) })],
    ['5000 CJK chars', JSON.stringify({ s: '汉'.repeat(5000) })],
    ['5000 emoji', JSON.stringify({ s: '🎮'.repeat(5000) })],
    ['single char', 'x'],
  ];

  it.each(samples)('round-trips %s', (_name, text) => {
    expect(roundTrip(text, pair)).toBe(text);
  });

  it('accepts PEM SPKI, bare base64 DER SPKI and PEM PKCS#1 keys', () => {
    const text = JSON.stringify({ k: 'ключ 鍵 🔑' });
    expect(roundTrip(text, pair, pair.pem)).toBe(text);
    expect(roundTrip(text, pair, pair.base64)).toBe(text);
    expect(roundTrip(text, pair, pair.pkcs1)).toBe(text);
    expect(roundTrip(text, pair, pair.pem.replace(/\n/g, '\\n'))).toBe(text); // escaped newlines from JSON
  });

  it('makes each block exactly k bytes and the padding random', () => {
    const text = JSON.stringify({ a: 1 });
    const q1 = encryptPayload(text, pair.pem);
    const q2 = encryptPayload(text, pair.pem);
    expect(Buffer.from(q1, 'base64')).toHaveLength(pair.bits / 8);
    expect(q1).not.toBe(q2);
  });

  it('round-trips 150 seeded random Unicode strings', () => {
    const rnd = seededRandom(pair.bits);
    for (let i = 0; i < 150; i += 1) {
      const text = JSON.stringify({ i, s: randomUnicode(rnd, 400) });
      expect(roundTrip(text, pair, i % 2 ? pair.base64 : pair.pem)).toBe(text);
    }
  });
});

describe('chunkUtf8', () => {
  it('cuts at 100 code points and never splits a surrogate pair', () => {
    const chunks = chunkUtf8('a'.repeat(99) + '😀' + 'b', 100, 1000);
    expect(chunks).toHaveLength(2);
    expect(Buffer.from(chunks[0]).toString('utf8')).toBe('a'.repeat(99) + '😀');
    expect(Buffer.from(chunks[1]).toString('utf8')).toBe('b');
  });

  it('cuts by bytes when characters are wide', () => {
    const chunks = chunkUtf8('汉'.repeat(40), 100, 117);
    expect(chunks.map((c) => c.length)).toEqual([117, 3]);
  });

  it('encodes a lone surrogate as U+FFFD like TextEncoder', () => {
    expect(chunkUtf8('\ud800', 100, 117)).toEqual([[0xef, 0xbf, 0xbd]]);
  });
});

describe('bad keys', () => {
  it.each([
    ['empty', ''],
    ['garbage', 'not a key'],
    ['truncated', pairs[0].base64.slice(0, 40)],
    ['an EC key', nodeCrypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }).toString()],
  ])('throws on %s', (_name, key) => {
    expect(() => encryptPayload('{}', key)).toThrow();
  });
});
