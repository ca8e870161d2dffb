// The real-name line under the table (SPEC §3 real-name response); it never blocks the table. When the account is
// not verified yet, the host's identity verification (native 'real') is one tap away.
import { useTranslation } from 'react-i18next';
import { Button } from '@uc/shared';
import type { RealName } from '../../api/get-real-name';

export interface RealNameLineProps {
  realName?: RealName;
  failed: boolean;
  /** Starts native's identity verification. */
  onVerify(): void;
}

export function RealNameLine({ realName, failed, onVerify }: RealNameLineProps) {
  const { t } = useTranslation('account');
  let text: string | null = null;
  if (realName) {
    if (!realName.isReal) text = t('realName.notVerified');
    else text = realName.idCard ? t('realName.verified', { idCard: realName.idCard }) : t('realName.verifiedNoCard');
  } else if (failed) {
    text = t('realName.unavailable');
  }
  if (!text) return null;
  return (
    <p className={realName?.isReal ? 'uc-real-name is-verified' : 'uc-real-name'} data-testid="real-name">
      {text}
      {realName && !realName.isReal ? (
        <Button variant="secondary" className="uc-real-name__verify" onClick={onVerify}>
          {t('realName.verify')}
        </Button>
      ) : null}
    </p>
  );
}
