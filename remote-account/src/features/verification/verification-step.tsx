// The body of every verification page: a refused next step, no way to verify, or the form that leads on.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, clearDraft, ErrorState, pageBack, usePageScope } from '@uc/shared';
import { verificationDraftKey } from '../forms/draft-keys';
import { flowPaths, type NextRoute } from '../route-flow/route-flow';
import { RouteRefused } from '../route-flow/route-refused';
import { VerificationForm } from './verification-form';
import type { VerifyKind, VerifyMethod } from './verify-method';

export interface VerificationStepProps {
  methods: readonly VerifyMethod[];
  next: NextRoute;
  initialKind?: VerifyKind | null;
  /**
   * With no way to verify, offer to bind a phone (a logged-in player on the change-password or phone pages: SPEC drops
   * the mobile row from manageaccount, so this is the way there). Binding returns here, where the phone then shows.
   */
  offerBindPhone?: boolean;
  /** What to say when there is no way to verify (default: verify.noMethod). */
  noMethodText?: string;
}

export function VerificationStep({ methods, next, initialKind, offerBindPhone, noMethodText }: VerificationStepProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const scope = usePageScope(); // a code check answered after the player left leads nowhere
  const draftKey = verificationDraftKey(useLocation().pathname);
  // Checked before a code is asked for: a link that leads somewhere else is refused up front.
  if (next.kind === 'refused') return <RouteRefused />;
  if (methods.length === 0) {
    return (
      <>
        <ErrorState message={noMethodText ?? t('verify.noMethod')} onRetry={pageBack} retryText={t('form.back')} />
        {offerBindPhone ? (
          <div className="uc-account-form uc-account-form__actions">
            <Button block onClick={() => navigate(flowPaths.bindPhone())}>
              {t('verify.bindPhone')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <VerificationForm
      methods={methods}
      initialKind={initialKind}
      draftKey={draftKey}
      onVerified={() => {
        clearDraft(draftKey);
        scope.navigate(next.path, { state: { verified: true } });
      }}
    />
  );
}
