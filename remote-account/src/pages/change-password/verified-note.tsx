// SPEC §2 changepassword / §9: the 'verified' note is shown for one second after the verification step — only when
// the player really came from one (the verification pages say so in the history entry's state).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';

export const VERIFIED_NOTE_MS = 1000;

function cameFromVerification(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && (state as { verified?: unknown }).verified === true);
}

export function VerifiedNote() {
  const { t } = useTranslation('account');
  const location = useLocation();
  const [shown, setShown] = useState(() => cameFromVerification(location.state));
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(false), VERIFIED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!shown) return null;
  return (
    <p className="uc-account-form__notice uc-account-form__notice--success uc-verified-note" role="status">
      <CircleCheck className="uc-icon uc-icon--small" aria-hidden="true" /> {t('verify.verified')}
    </p>
  );
}
