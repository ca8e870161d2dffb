// Provider responses are read defensively: the mail key has two names, identifiers may be numbers, is_real several spellings.
import { toBindInfo } from './get-bind-info';
import { toRealName } from './get-real-name';

describe('toBindInfo', () => {
  it('reads mail from mail or EmailCode and keeps only known login types', () => {
    const info = toBindInfo({ status: 'ok', mobile: 13812345678, EmailCode: 'a@b.c', Facebook: 'fb', Unknown: 'x' });
    expect(info).toMatchObject({ mobile: '13812345678', mail: 'a@b.c', Facebook: 'fb', Google: '' });
    expect(info).not.toHaveProperty('Unknown');
    expect(toBindInfo({ mail: 'm@x.io', EmailCode: 'other@x.io' }).mail).toBe('m@x.io');
  });

  it('reads the bound mobile’s country when the provider sends one', () => {
    expect(toBindInfo({ mobile: '09012345678', country: 81 }).mobileCountry).toBe('81');
    expect(toBindInfo({ mobile: '09012345678', country: ' JP ' }).mobileCountry).toBe('JP');
    expect(toBindInfo({ mobile: '138', country: { id: 'JP' } }).mobileCountry).toBe('');
  });

  it('reads objects, nulls and blanks as not bound', () => {
    expect(toBindInfo({ Google: { id: 1 }, Line: null, VK: '  ' })).toMatchObject({ Google: '', Line: '', VK: '' });
    expect(toBindInfo(null).mail).toBe('');
  });
});

describe('toRealName', () => {
  it.each([
    [{ is_real: true, id_card: '1***2' }, { isReal: true, idCard: '1***2' }],
    [{ is_real: '1' }, { isReal: true, idCard: '' }],
    [{ is_real: 'false', id_card: '' }, { isReal: false, idCard: '' }],
    [{}, { isReal: false, idCard: '' }],
  ])('%p → %p', (raw, expected) => {
    expect(toRealName(raw)).toEqual(expected);
  });
});
