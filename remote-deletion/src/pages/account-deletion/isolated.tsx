// A deletion text with a phone, an e-mail or an account in it: the translations wrap the value in <bdi>, so a
// right-to-left language never reorders its characters (Trans escapes the value: it stays text whatever it holds).
import { Trans, useTranslation } from 'react-i18next';

const ISOLATED = { bdi: <bdi /> };

export function Isolated({ i18nKey, values }: { i18nKey: string; values: Record<string, string> }) {
  const { t } = useTranslation('deletion');
  return <Trans t={t} i18nKey={i18nKey} values={values} components={ISOLATED} />;
}
