// Message content, claim, active-code pages and bind info read defensively (SPEC §3 fields).
import { toClaimResult } from './claim-active-code';
import { activationOf, toActiveCodesPage } from './get-active-codes';
import { mobileOf } from './get-bound-mobile';
import { claimStateOf, toMessageContent } from './get-message-content';
import { countOf } from './response-fields';

describe('toMessageContent', () => {
  it('reads code, name, content and state as strings', () => {
    expect(toMessageContent({ status: 'ok', code: 'A', name: 'N', content: '<p>x</p>', state: 0 })).toEqual({
      code: 'A', name: 'N', content: '<p>x</p>', state: '0',
    });
    expect(toMessageContent(null)).toEqual({ code: '', name: '', content: '', state: '' });
    expect(toMessageContent({ content: { evil: true } }).content).toBe('');
  });

  it.each([
    ['0', 'claimable'],
    ['1', 'claimed'],
    ['2', 'unavailable'],
    ['', 'unavailable'],
  ])('state %p is %p', (state, expected) => {
    expect(claimStateOf(state)).toBe(expected);
  });
});

describe('toClaimResult', () => {
  it.each([
    [{ status: 'ok', result: true }, { claimed: true, errorMsg: '' }],
    [{ status: 'ok', result: 'false', error_msg: 'used' }, { claimed: false, errorMsg: 'used' }],
    [{ status: 'ok', result: 0, errorMsg: 'no' }, { claimed: false, errorMsg: 'no' }],
  ])('%p → %p', (raw, expected) => {
    expect(toClaimResult(raw)).toEqual(expected);
  });
});

describe('toActiveCodesPage', () => {
  it('reads expire, expireTime (T as a space), activation and pages; drops rows without a code', () => {
    expect(
      toActiveCodesPage({
        status: 'ok',
        pages: '3',
        activeCodes: [
          { name: 'A', code: 'C1', expire: '1', expireTime: '2025-01-01T00:00:00', activation: '-1' },
          { name: 'B', code: 2, expire: 0, expireTime: '', activation: 1 },
          { name: 'no code' },
          'junk',
        ],
      }),
    ).toEqual({
      pages: 3,
      codes: [
        { name: 'A', code: 'C1', expired: true, expireTime: '2025-01-01 00:00:00', activation: 'unknown' },
        { name: 'B', code: '2', expired: false, expireTime: '', activation: 'active' },
      ],
    });
  });

  it('reads a missing list or page count as empty / 0 (finished)', () => {
    expect(toActiveCodesPage({ status: 'ok' })).toEqual({ codes: [], pages: 0 });
    expect(toActiveCodesPage({ activeCodes: 'x', pages: -2 })).toEqual({ codes: [], pages: 0 });
  });

  it.each([
    ['-1', 'unknown'],
    ['1', 'active'],
    ['0', 'inactive'],
    ['2', 'inactive'],
    [undefined, 'inactive'],
  ])('activation %p is %p', (value, expected) => {
    expect(activationOf(value)).toBe(expected);
  });
});

describe('small readers', () => {
  it('mobileOf takes the mobile of bind info', () => {
    expect(mobileOf({ status: 'ok', mobile: ' 138 ' })).toBe('138');
    expect(mobileOf({ status: 'ok', mail: 'x' })).toBe('');
    expect(mobileOf(null)).toBe('');
  });

  it('countOf reads whole non-negative numbers only', () => {
    expect(countOf(3)).toBe(3);
    expect(countOf('4')).toBe(4);
    expect(countOf(2.7)).toBe(2);
    expect(countOf('x')).toBe(0);
    expect(countOf(-1)).toBe(0);
    expect(countOf('')).toBe(0);
  });
});
