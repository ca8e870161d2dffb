// SPEC §2 changepassword / §9: the 'verified' note is shown for one second after the verification step.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';

export const VERIFIED_NOTE_MS = 1000;

export function VerifiedNote() {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), VERIFIED_NOTE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <p className="uc-account-form__notice uc-account-form__notice--success uc-verified-note" role="status">
      <CircleCheck className="uc-icon uc-icon--small" aria-hidden="true" /> {t('verify.verified')}
    </p>
  );
}
