// SPEC §5 signing helper and the MD5 both signatures use (crypto-js): checked against Node's own md5.
import * as nodeCrypto from 'crypto';
import { SIGN_KEY, md5Hex, signingString, signPayload, utf8Base64 } from './sign-payload';

const nodeMd5 = (s: string) => nodeCrypto.createHash('md5').update(s, 'utf8').digest('hex');
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

it('hashes SIGN_KEY + sorted key=base64(utf8 value) pairs joined by & + SIGN_KEY', () => {
  const payload = { time: '1700000000000', app_id: 'a1', nick: '玩家😀' };
  const expected = `${SIGN_KEY}app_id=${b64('a1')}&nick=${b64('玩家😀')}&time=${b64('1700000000000')}${SIGN_KEY}`;
  expect(signingString(payload)).toBe(expected);
  expect(signPayload(payload)).toBe(nodeMd5(expected));
});

it('fixed test vector', () => {
  // md5("uc-sign-public-key" + "a=MQ==&b=Mg==" + "uc-sign-public-key"), computed with Node's crypto.
  expect(signingString({ b: '2', a: '1' })).toBe('uc-sign-public-keya=MQ==&b=Mg==uc-sign-public-key');
  expect(signPayload({ b: '2', a: '1' })).toBe(nodeMd5('uc-sign-public-keya=MQ==&b=Mg==uc-sign-public-key'));
  expect(signPayload({ b: '2', a: '1' })).toMatch(/^[0-9a-f]{32}$/);
});

it('takes another wrapping key string and handles empty values', () => {
  expect(signPayload({ x: '' }, 'K')).toBe(nodeMd5('Kx=K'));
  expect(signPayload({}, 'K')).toBe(nodeMd5('KK'));
});

describe('md5Hex', () => {
  it('RFC 1321 test suite', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Hex('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5Hex('1234567890'.repeat(8))).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('the ticket service test vector', () => {
    expect(md5Hex('200011700000000000stand-in-app-key')).toBe('0a7a32774f3265ce8b3258ec8fdb3bd3');
  });

  it('hashes UTF-8 bytes as Node does: every length around the 64-byte blocks, CJK, Cyrillic, emoji', () => {
    for (let n = 0; n < 200; n += 1) {
      const text = 'aé中😀ж'.repeat(n).slice(0, n);
      expect([n, md5Hex(text)]).toEqual([n, nodeMd5(text)]);
    }
    for (const text of ['玩家中心', 'ユーザー', '사용자', 'Центр', '🎮'.repeat(100), '汉'.repeat(5000)]) {
      expect(md5Hex(text)).toBe(nodeMd5(text));
    }
  });

  it('hashes a lone surrogate as U+FFFD, as Node does', () => {
    expect(md5Hex('a\ud800b')).toBe(nodeMd5('a\ud800b'));
    expect(md5Hex('\udc00')).toBe(nodeMd5('\ufffd'));
  });
});

it('utf8Base64 is base64 of the UTF-8 bytes', () => {
  expect(utf8Base64('1')).toBe('MQ==');
  expect(utf8Base64('中文 é 😀')).toBe(b64('中文 é 😀'));
  expect(utf8Base64('x\ud83d')).toBe(b64('x\ufffd'));
  expect(utf8Base64('')).toBe('');
});
