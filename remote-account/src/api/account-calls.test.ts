// Responses of the account calls read defensively: countries, code checks, forget lookup, bind responses.
import { bindMessageOf, readBoundUser } from './bind-user-response';
import { codeResultOf } from './code-result';
import { toForgetLookup } from './forget-lookup';
import { DEFAULT_COUNTRY, toCountries } from './get-countries';

describe('toCountries', () => {
  it('keeps well-formed entries, strips "+", drops duplicates, and always has CN +86', () => {
    expect(
      toCountries({ country: [{ id: 'JP', number: '+81' }, { id: 'JP', number: '81' }, { id: 'US', number: 1 }, { id: '', number: '7' }, null, { id: 'XX', number: 'abc' }] }),
    ).toEqual([DEFAULT_COUNTRY, { id: 'JP', number: '81' }, { id: 'US', number: '1' }]);
    expect(toCountries({ country: [{ id: 'CN', number: '86' }, { id: 'HK', number: '852' }] })).toEqual([
      { id: 'CN', number: '86' },
      { id: 'HK', number: '852' },
    ]);
    expect(toCountries(null)).toEqual([DEFAULT_COUNTRY]);
  });
});

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
