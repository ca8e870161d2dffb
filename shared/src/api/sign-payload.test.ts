// SPEC §5 signing helper: the exact hashed string, checked against Node's own md5.
import * as nodeCrypto from 'crypto';
import { SIGN_KEY, signingString, signPayload } from './sign-payload';

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
