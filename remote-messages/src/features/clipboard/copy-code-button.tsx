// The copy icon button next to a code (message attachment, code box row); toasts the outcome.
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { useCopyCode } from './use-copy-code';
import './copy-code-button.css';

export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation('messages');
  const copyCode = useCopyCode();
  return (
    <button
      type="button"
      className="uc-copy-button"
      aria-label={t('action.copyNamed', { code })}
      onClick={() => void copyCode(code)}
    >
      <Copy className="uc-icon uc-icon--small" aria-hidden="true" />
    </button>
  );
}
