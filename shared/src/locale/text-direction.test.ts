// Which text languages read right to left, and a value's own direction kept inside right-to-left text.
import { TEXT_LANGUAGES } from './resolve-locale';
import { inTextOf, isRightToLeft, keepDirection, textDirectionOf } from './text-direction';

const LRE = '\u202a';
const RLE = '\u202b';
const PDF = '\u202c';

describe('isRightToLeft', () => {
  it('Arabic reads right to left; every other text language left to right', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(textDirectionOf('ar')).toBe('rtl');
    for (const l of TEXT_LANGUAGES.filter((x) => x !== 'ar')) {
      expect(isRightToLeft(l)).toBe(false);
      expect(textDirectionOf(l)).toBe('ltr');
    }
    expect(TEXT_LANGUAGES.filter(isRightToLeft)).toEqual(['ar']);
  });

  it('is false for what is no text language', () => {
    expect(isRightToLeft('')).toBe(false);
    expect(isRightToLeft('ar-SA')).toBe(false); // a device tag is resolved to a text language first
    expect(isRightToLeft('he')).toBe(false); // no Hebrew texts: the page is English, left to right
  });
});

describe('keepDirection', () => {
  it.each([
    ['a phone number', '+966 5 1234 5678'],
    ['a masked phone number', '138****5678'],
    ['an e-mail address', 'pl***@example.com'],
    ['a code', 'UC-0001-XXXX'],
    ['a ticket number', 'T-20261127-0001'],
    ['a signed amount', '+1,200'],
    ['a date and time', '2026-10-28 09:30:00'],
    ['a Latin name', 'Aria the Brave'],
  ])('%s reads left to right', (_what, value) => {
    expect(keepDirection(value)).toBe(`${LRE}${value}${PDF}`);
  });

  it('an Arabic name (its first letter Arabic) stays right to left, digits before it or not', () => {
    expect(keepDirection('سارة')).toBe(`${RLE}سارة${PDF}`);
    expect(keepDirection('12 سارة')).toBe(`${RLE}12 سارة${PDF}`);
  });

  it('leaves an empty value empty, and a bare number (a count, an id of digits, a time) as it is', () => {
    expect(keepDirection('')).toBe('');
    for (const n of ['42', '880001', '1,200', '3.5', '01:02:05']) expect(keepDirection(n)).toBe(n);
  });
});

it('inTextOf: a value keeps its own direction inside an Arabic text, and stays as it is in a left-to-right one', () => {
  expect(inTextOf('ar', 'p***@example.com')).toBe(keepDirection('p***@example.com'));
  expect(inTextOf('ar', 'p***@example.com')).not.toBe('p***@example.com');
  expect(inTextOf('pt-BR', 'p***@example.com')).toBe('p***@example.com');
});
