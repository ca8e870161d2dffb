// The signature must match the ticket service's own computation, byte for byte.
import { ticketSignature, ticketSigningString } from './ticket-signature';

test('hashes appId + createTime + appKey: the stand-in\'s known vector', () => {
  expect(ticketSigningString('20001', '1700000000000', 'stand-in-app-key')).toBe('200011700000000000stand-in-app-key');
  expect(ticketSignature('20001', '1700000000000', 'stand-in-app-key')).toBe('0a7a32774f3265ce8b3258ec8fdb3bd3');
});

test('is lower-case hex of the UTF-8 bytes (non-ASCII keys hash like Node\'s md5)', () => {
  // echo -n 'a1密钥' | md5sum
  expect(ticketSignature('a', '1', '密钥')).toMatch(/^[0-9a-f]{32}$/);
  expect(ticketSignature('a', '1', '密钥')).toBe(require('crypto').createHash('md5').update('a1密钥', 'utf8').digest('hex'));
});
