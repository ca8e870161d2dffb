// A number in the page's text language; a file apart from the date and duration formats, as home needs only this one.
import { intlTagOf } from './intl-tag';

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlTagOf(language), options).format(value);
}
