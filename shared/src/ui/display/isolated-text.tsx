// A text with a number, code, phone or e-mail in it: the translations wrap the value in <bdi>, so a right-to-left
// language never reorders its characters. Trans reads the interpolated string as markup and then decodes entities, so
// the value goes in HTML-escaped and comes out as the very text it was (the kernel's escape hook only adds direction
// marks: with it, markup in a value would be read as elements). The direction marks are kept too, for right to left.
import { Fragment, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isRightToLeft, keepDirection } from '../../locale/text-direction';

const ISOLATED = { bdi: <bdi /> };
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const htmlEscape = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);
const INLINE = { bdi: <Fragment /> };

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
  const rightToLeft = isRightToLeft(i18n.language);
  const asText = useMemo(() => {
    const escape = (value: unknown) => (rightToLeft ? keepDirection(htmlEscape(value)) : htmlEscape(value));
    return { interpolation: { escapeValue: true, escape } };
  }, [rightToLeft]);
  return <Trans t={t} i18nKey={i18nKey} values={values} components={isolate ? ISOLATED : INLINE} tOptions={asText} />;
}
