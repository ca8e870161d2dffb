import { createHash } from 'crypto';
import { md5Hex, utf8Base64 } from './md5';

const nodeMd5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

test('RFC 1321 test suite', () => {
  expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
  expect(md5Hex('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
  expect(md5Hex('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe('57edf4a22be3c955ac49da2e2107b67a');
});

test('the ticket service test vector', () => {
  expect(md5Hex('200011700000000000stand-in-app-key')).toBe('0a7a32774f3265ce8b3258ec8fdb3bd3');
});

test('every length around the 64-byte blocks and non-ASCII text hash as Node does', () => {
  for (let n = 0; n < 200; n += 1) {
    const text = 'aé中😀'.repeat(n).slice(0, n);
    expect([n, md5Hex(text)]).toEqual([n, nodeMd5(text)]);
  }
});

test('base64 of UTF-8 bytes', () => {
  expect(utf8Base64('1')).toBe('MQ==');
  expect(utf8Base64('中文 é')).toBe(Buffer.from('中文 é', 'utf8').toString('base64'));
  expect(utf8Base64('')).toBe('');
});
