// The code cooldown is per value and purpose and survives navigation (sessionStorage).
import { cooldownLeft, lastSendAt, recordSend } from './code-send-times';
import { CODE_SEND_STORAGE_KEY } from './forget-code-sends';

beforeEach(() => sessionStorage.clear());

it('records and reads per value and purpose', () => {
  recordSend('138', 'mobile_login', 1_000_000);
  expect(lastSendAt('138', 'mobile_login')).toBe(1_000_000);
  expect(lastSendAt('138', 'mobile_register')).toBeUndefined();
  expect(lastSendAt('139', 'mobile_login')).toBeUndefined();
});

it('computes the remaining cooldown in seconds', () => {
  recordSend('a@b.c', 'email_binding_code', 1_000_000);
  expect(cooldownLeft('a@b.c', 'email_binding_code', 1_000_000)).toBe(60);
  expect(cooldownLeft('a@b.c', 'email_binding_code', 1_000_000 + 59_001)).toBe(1);
  expect(cooldownLeft('a@b.c', 'email_binding_code', 1_000_000 + 60_000)).toBe(0);
});

it('survives a garbled entry and prunes old ones', () => {
  sessionStorage.setItem(CODE_SEND_STORAGE_KEY, '{bad');
  expect(lastSendAt('x', 'y')).toBeUndefined();
  recordSend('old', 'p', 0);
  recordSend('new', 'p', 10 * 60_000 + 1);
  expect(lastSendAt('old', 'p')).toBeUndefined();
  expect(lastSendAt('new', 'p')).toBe(600_001);
});
