// Responses of the account calls read defensively: code checks, forget lookup, bind responses.
import { bindMessageOf, readBoundUser } from './bind-user-response';
import { codeResultOf } from './code-result';
import { toForgetLookup } from './forget-lookup';

describe('codeResultOf', () => {
  it.each([
    [{ result: true }, true],
    [{ result: 'true' }, true],
    [{ result: 1 }, true],
    [{ result: false }, false],
    [{ result: 'false' }, false],
    [{}, false],
    [null, false],
  ])('%p → %p', (raw, ok) => {
    expect(codeResultOf(raw)).toBe(ok);
  });
});

describe('toForgetLookup', () => {
  it('reads Mobile and Account', () => {
    expect(toForgetLookup({ Mobile: 13812345678, Account: ' a@b.c ' })).toEqual({ mobile: '13812345678', mail: 'a@b.c' });
    expect(toForgetLookup({})).toEqual({ mobile: '', mail: '' });
  });
});

describe('bind responses', () => {
  it('reads open_id/openId, user_id/userId and the nickname', () => {
    expect(readBoundUser({ user: { open_info: { openId: 'o', token: 't' }, user_info: { userId: 7 }, extra: { nickname: 'N' } } })).toEqual({
      open_id: 'o',
      token: 't',
      user_id: '7',
      nickname: 'N',
    });
    expect(readBoundUser({})).toEqual({ open_id: '', token: '', user_id: '', nickname: '' });
  });

  it('finds a bindMessage', () => {
    expect(bindMessageOf({ bindMessage: ' Done elsewhere ' })).toBe('Done elsewhere');
    expect(bindMessageOf({ bindMessage: 3 })).toBe('');
  });
});
