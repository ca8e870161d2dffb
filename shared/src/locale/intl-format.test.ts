// Numbers, dates and durations in the player's text language: one BCP-47 tag per text language (docs/contract-changes.md
// "Numbers, dates and counts").
import { TEXT_LANGUAGES } from './resolve-locale';
import { formatDuration, formatInstant, formatWallClock } from './intl-format';
import { formatNumber, prepareNumberFormat } from './format-number';
import { intlTagOf } from './intl-tag';

describe('intlTagOf', () => {
  it.each([
    ['ja', 'ja-JP'], ['id', 'id-ID'], ['ko', 'ko-KR'], ['zh', 'zh-Hans-CN'], ['zh-Hant', 'zh-Hant-TW'], ['pt', 'pt-PT'],
    ['pt-BR', 'pt-BR'], ['es', 'es-ES'], ['es-419', 'es-419'], ['vi', 'vi-VN'], ['tr', 'tr-TR'], ['ar', 'ar-u-nu-latn'],
  ])('%s → %s', (lang, tag) => {
    expect(intlTagOf(lang)).toBe(tag);
  });

  it('gives every text language a tag Intl knows, in that language', () => {
    for (const lang of TEXT_LANGUAGES) {
      const tag = intlTagOf(lang);
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
      expect(new Intl.NumberFormat(tag).resolvedOptions().locale.split('-')[0]).toBe(lang.split('-')[0]);
    }
  });

  it('reads anything else (a SPEC locale such as jp-JP or in-IN, junk) as en-US', () => {
    for (const v of ['jp-JP', 'in-IN', '', 'xx', '__proto__', 'constructor']) expect(intlTagOf(v)).toBe('en-US');
  });
});

describe('formatNumber', () => {
  it.each([
    ['en', '12,345'], ['de', '12.345'], ['pt', '12 345'], ['pt-BR', '12.345'], ['es-419', '12,345'], ['vi', '12.345'],
    ['tr', '12.345'], ['ru', '12 345'], ['ar', '12,345'], ['ja', '12,345'],
  ])('%s groups 12345 as %s', (lang, text) => {
    expect(formatNumber(12345, lang).replace(/\s/g, ' ')).toBe(text); // pt and ru group with a no-break space
  });

  it('writes Arabic with Latin digits, as the codes and phone numbers beside it', () => {
    expect(formatNumber(1234567, 'ar')).toMatch(/^[0-9,]+$/);
  });

  it('makes a language\'s format once: prepared ahead, the numbers shown later make none', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      prepareNumberFormat('it');
      expect(made).toHaveBeenCalledTimes(1);
      expect(formatNumber(12345, 'it')).toBe('12.345');
      expect(formatNumber(7, 'it')).toBe('7');
      expect(made).toHaveBeenCalledTimes(1);
      expect(formatNumber(0.5, 'it', { style: 'percent' })).toBe('50%'); // other options: a format of their own
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });
});

describe('formatWallClock', () => {
  it.each([
    ['en', '01/28/2027, 11:59 PM'], ['de', '28.01.2027, 23:59'], ['ja', '2027/01/28 23:59'], ['pt-BR', '28/01/2027, 23:59'],
    ['pt', '28/01/2027, 23:59'], ['es-419', '28/01/2027, 11:59 p.m.'], ['tr', '28.01.2027 23:59'], ['vi', '23:59 28/01/2027'],
    ['th', '28/01/2570 23:59'], // Thai phones count years in the Buddhist era
  ])('%s shows the server time 2027-01-28 23:59:59 as %s, as written (no time zone shift)', (lang, text) => {
    expect(formatWallClock('2027-01-28 23:59:59', lang)?.text).toBe(text);
  });

  it('keeps Latin digits in Arabic', () => {
    expect(formatWallClock('2027-01-28 23:59', 'ar')?.text).toMatch(/28.*01.*2027/);
  });

  it('gives the machine-readable form for <time dateTime>', () => {
    expect(formatWallClock('2026-10-30 20:15', 'en')?.dateTime).toBe('2026-10-30T20:15');
    expect(formatWallClock('2026-10-30T20:15:07', 'en')?.dateTime).toBe('2026-10-30T20:15:07');
  });

  it.each(['', 'tomorrow', '2027-13-01 00:00', '2027-02-30 10:00', '2027-01-28 25:00', '2027-01-28', '<b>2027</b>'])(
    'answers null for %j (the caller shows the server text as it came)',
    (text) => {
      expect(formatWallClock(text, 'en')).toBeNull();
    },
  );
});

describe('formatInstant', () => {
  // 2027-01-28 23:59 UTC, read in UTC so the test does not hang on the machine's zone
  const at = Date.UTC(2027, 0, 28, 23, 59);
  it.each([
    ['en', 'Jan 28, 2027, 11:59 PM'], ['de', '28. Jan. 2027, 23:59'], ['pt-BR', '28 de jan. de 2027, 23:59'],
    ['vi', '23:59 28 thg 1, 2027'], ['tr', '28 Oca 2027 23:59'],
  ])('%s shows a moment (a link\'s expiry) as %s', (lang, text) => {
    expect(formatInstant(at, lang, 'UTC')).toBe(text);
  });

  it('keeps Latin digits in Arabic', () => {
    expect(formatInstant(at, 'ar', 'UTC')).toMatch(/28.*2027/);
    expect(formatInstant(at, 'ar', 'UTC')).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('formatDuration', () => {
  it.each([
    ['en', 3723, '1 hour, 2 minutes, 3 seconds'],
    ['en', 125, '2 minutes, 5 seconds'],
    ['en', 0, '0 seconds'],
    ['ru', 3723 + 3600 * 4, '5 часов 2 минуты 3 секунды'],
    ['pt', 7200, '2 horas'],
    ['ar', 7200 + 11, 'ساعتان و11 ثانية'],
    ['ja', 3723, '1 時間 2 分 3 秒'],
  ])('%s: %i s reads %s (the units\' plural forms are CLDR\'s)', (lang, seconds, text) => {
    expect(formatDuration(seconds, lang)).toBe(text);
  });

  it('falls back to h:mm:ss where the browser has no unit formats (Chromium 70)', () => {
    const real = Intl.NumberFormat;
    const spy = jest.spyOn(Intl, 'NumberFormat').mockImplementation(((tag: string, options?: Intl.NumberFormatOptions) => {
      if (options?.style === 'unit') throw new RangeError('Invalid style');
      return new real(tag, options);
    }) as typeof Intl.NumberFormat);
    try {
      expect(formatDuration(3723, 'en')).toBe('1:02:03');
      expect(formatDuration(59, 'de')).toBe('0:00:59');
    } finally {
      spy.mockRestore();
    }
  });
});
