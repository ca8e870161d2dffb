// A text with a number, code, phone or e-mail in it: the translations wrap the value in <bdi>, so a right-to-left
// language never reorders its characters. The value never passes through i18next: the text is asked for with a mark
// where each value goes, and the value is put there as React text (so markup in it stays text). `<bdi>` around a mark
// is the only markup read; right to left, the value keeps its own direction marks too (inTextOf, as the kernel's i18next escape hook does).
import { useTranslation } from 'react-i18next';
import { inTextOf } from '../../locale/text-direction';

// U+0000 stands in no translation: "\0<n>\0" is the n-th value's place, with the <bdi> the translation put around it
const MARK = '\u0000';
const PLACE = new RegExp(`(<bdi>)?${MARK}(\\d+)${MARK}(?:</bdi>)?`);

export interface IsolatedTextProps {
  /** The namespace of the text (the remote's: 'account', 'deletion'). */
  ns: string;
  i18nKey: string;
  values: Record<string, string>;
  /** false: the value as plain text beside the words, one text node run as before <bdi> came (SPEC §7 pages). */
  isolate?: boolean;
}

export function IsolatedText({ ns, i18nKey, values, isolate = true }: IsolatedTextProps) {
  const { t, i18n } = useTranslation(ns);
  const shown = Object.values(values).map((v) => inTextOf(i18n.language, String(v)));
  const places = Object.fromEntries(Object.keys(values).map((name, i) => [name, `${MARK}${i}${MARK}`]));
  const text = t(i18nKey, { ...places, interpolation: { escapeValue: false } });
  const out: (string | JSX.Element)[] = [];
  let rest = text;
  for (let m = PLACE.exec(rest); m; m = PLACE.exec(rest)) {
    out.push(rest.slice(0, m.index));
    const value = shown[Number(m[2])] ?? '';
    out.push(m[1] && isolate ? <bdi key={out.length}>{value}</bdi> : value);
    rest = rest.slice(m.index + m[0].length);
  }
  out.push(rest);
  return <>{isolate ? out : out.join('')}</>;
}
