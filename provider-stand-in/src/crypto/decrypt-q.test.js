// decryptQ must undo ARCHITECTURE §5 for any text, through Node's PKCS#1 path and the manual unpadding fallback.
const crypto = require('crypto');
const { createKeyPair } = require('./key-pair');
const { decryptQ } = require('./decrypt-q');
const { encryptQ, chunkText } = require('./encrypt-q');
const { unpadPkcs1Type2 } = require('./pkcs1-unpad');

const keys = createKeyPair();
const decrypt = (q, options) => decryptQ(q, keys.privateKey, keys.modulusBytes, options);

const SAMPLES = {
  ascii: { grant_app: '20001', open_id: 'demo-open-id', time: 1700000000000 },
  cjk: { subject: '账号与登录，激活码领取成功！'.repeat(20) },
  cyrillic: { name: 'Привет, мир — проверка кириллицы'.repeat(10) },
  emoji: { text: '🎮🔥👍🏽 family 👨‍👩‍👧‍👦 flags 🇨🇳🇺🇸'.repeat(15) },
  long: { blob: 'x'.repeat(5000), nested: { list: Array.from({ length: 50 }, (_, i) => `item-${i}`) } },
};

describe('decryptQ', () => {
  it('exports a 1024-bit key with exponent 65537 as PEM and bare DER base64', () => {
    const key = crypto.createPublicKey(keys.publicKeyPem);
    expect(key.asymmetricKeyDetails).toMatchObject({ modulusLength: 1024, publicExponent: 65537n });
    const der = crypto.createPublicKey({ key: Buffer.from(keys.publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
    expect(der.export({ type: 'spki', format: 'pem' })).toBe(keys.publicKeyPem);
    expect(keys.publicKeyBase64).not.toContain('BEGIN');
  });

  it.each(Object.entries(SAMPLES))('round-trips %s text through PKCS#1 decryption', (_, payload) => {
    expect(decrypt(encryptQ(payload, keys.publicKeyPem))).toEqual(payload);
  });

  it.each(Object.entries(SAMPLES))('round-trips %s text through the manual unpadding fallback', (_, payload) => {
    expect(decrypt(encryptQ(payload, keys.publicKeyPem), { forceManualUnpad: true })).toEqual(payload);
  });

  it('accepts a q whose + signs arrived as spaces', () => {
    let q;
    do q = encryptQ({ a: crypto.randomBytes(8).toString('hex') }, keys.publicKeyPem);
    while (!q.includes('+'));
    expect(decrypt(q.replace(/\+/g, ' '))).toHaveProperty('a');
  });

  it.each([
    ['missing', undefined, 'q is missing'],
    ['not base64', 'not*base64!', 'not base64'],
    ['a wrong length', Buffer.alloc(100).toString('base64'), 'not a multiple of 128'],
    ['random blocks', crypto.randomBytes(256).toString('base64'), 'does not decrypt'],
  ])('rejects q that is %s', (_, q, reason) => {
    expect(() => decrypt(q)).toThrow(reason);
  });

  it('rejects decrypted text that is not a JSON object', () => {
    expect(() => decrypt(encryptQ('not json', keys.publicKeyPem))).toThrow('not JSON');
    expect(() => decrypt(encryptQ('[1,2]', keys.publicKeyPem))).toThrow('not an object');
  });
});

describe('chunkText', () => {
  it('keeps chunks within 100 characters and 117 bytes without splitting a code point', () => {
    const text = `${'a'.repeat(150)}${'中'.repeat(80)}${'😀'.repeat(60)}`;
    const chunks = chunkText(text, 117);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(100);
      expect(Buffer.byteLength(chunk)).toBeLessThanOrEqual(117);
      expect(Buffer.from(chunk, 'utf8').toString('utf8')).toBe(chunk); // no lone surrogate
    }
  });
});

describe('unpadPkcs1Type2', () => {
  const good = Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(8, 0xab), Buffer.from([0]), Buffer.from('hi')]);

  it('returns the message after the separator', () => {
    expect(unpadPkcs1Type2(good).toString()).toBe('hi');
  });

  it('refuses a wrong header, a short padding string and a missing separator', () => {
    expect(() => unpadPkcs1Type2(Buffer.concat([Buffer.from([0, 1]), good.subarray(2)]))).toThrow('header');
    expect(() => unpadPkcs1Type2(Buffer.from([0, 2, 1, 2, 3, 0, 65, 66, 67, 68, 69]))).toThrow('shorter than 8');
    expect(() => unpadPkcs1Type2(Buffer.from([0, 2, ...Array(20).fill(7)]))).toThrow('separator');
  });
});
