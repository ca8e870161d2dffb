// Right to left (issue 36): which text languages read right to left, and how a value keeps its own direction inside a
// sentence of the other one. Arabic is the only one today.
import type { TextLanguage } from './resolve-locale';

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set<TextLanguage>(['ar']);

/** Whether `textLanguage` (an i18next language code, e.g. 'ar') reads right to left. */
export function isRightToLeft(textLanguage: string): boolean {
  return RIGHT_TO_LEFT.has(textLanguage);
}

/** The `dir` attribute for a text language. */
export function textDirectionOf(textLanguage: string): 'rtl' | 'ltr' {
  return isRightToLeft(textLanguage) ? 'rtl' : 'ltr';
}

// Embedding marks, not the isolate ones (U+2066–2069): Chromium before its LayoutNG (Android WebView 70–76) ignores
// isolates in text, and an embedding keeps a value's characters in its own order the same way.
const LTR_EMBEDDING = '\u202a';
const RTL_EMBEDDING = '\u202b';
const POP = '\u202c';
const STRONG = /[\p{L}]/u;
const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
// Digits alone, or joined by separators the bidi algorithm keeps inside a number (1,200 · 3.5 · 01:02:05)
const BARE_NUMBER = /^[0-9]+([.,:][0-9]+)*$/;

/**
 * `value` kept in its own direction inside right-to-left text: a code, phone number, e-mail address or id reads left to
 * right (as does anything whose first letter is not right-to-left); an Arabic name stays right to left. A bare number
 * (a count, 1,200, 01:02:05) already reads left to right in any text and stays as it is.
 */
export function keepDirection(value: string): string {
  if (value === '' || BARE_NUMBER.test(value)) return value;
  const first = STRONG.exec(value);
  return (first && STRONG_RTL.test(first[0]) ? RTL_EMBEDDING : LTR_EMBEDDING) + value + POP;
}

/** A value put inside a text of `language`: its own direction kept when the language reads right to left, else as it is. */
export function inTextOf(language: string, value: string): string {
  return isRightToLeft(language) ? keepDirection(value) : value;
}
