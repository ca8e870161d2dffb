// A number in the page's text language; a file apart from the date and duration formats, as home needs only this one.
// One Intl.NumberFormat per language and options, kept: the first one a page makes loads ICU's number data (tens of ms
// on a slow phone), which home pays while it waits for its calls (prepareNumberFormat), not in its first full frame.
import { intlTagOf } from './intl-tag';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(tag: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${tag}|${JSON.stringify(options)}` : tag;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlTagOf(language), options).format(value);
}

/** Makes the language's plain number format now (an idle moment), so the first number shown does not wait for it. */
export function prepareNumberFormat(language: string): void {
  numberFormat(intlTagOf(language));
}
