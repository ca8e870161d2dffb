// SPEC §8 display: the part after '###', and 'System error' for anything unknown.
import { initI18n } from '../i18n/i18n';
import { ApiError, errorText, toErrorValue } from './api-error';

beforeAll(() => initI18n('en-US'));

it('builds code###detail', () => {
  const e = new ApiError('status', '1345', 'bound');
  expect(e).toBeInstanceOf(Error);
  expect(e).toBeInstanceOf(ApiError);
  expect(e.message).toBe('1345###bound');
  expect(e.name).toBe('ApiError');
});

it.each([
  [new ApiError('http', '500', "Server didn't respond"), "Server didn't respond"],
  ['12###text after', 'text after'],
  [new Error('3###from message'), 'from message'],
  [{ kind: 'status', code: '1', detail: 'd', text: 'rtk text' }, 'rtk text'],
  [{ error: { text: 'wrapped' } }, 'wrapped'],
  [new Error('no marker'), 'System error'],
  ['plain', 'System error'],
  [undefined, 'System error'],
  [null, 'System error'],
  [42, 'System error'],
  ['1###', 'System error'],
])('errorText(%p) → %s', (e, text) => {
  expect(errorText(e)).toBe(text);
});

it('toErrorValue is serializable', () => {
  expect(toErrorValue(new ApiError('network', 'network', 'n'))).toEqual({ kind: 'network', code: 'network', detail: 'n', text: 'n' });
  expect(toErrorValue(new TypeError('x'))).toEqual({ kind: 'parse', code: 'system', detail: 'System error', text: 'System error' });
});
