// The body of every verification page: a refused next step, no way to verify, or the form that leads on. With
// ARCHITECTURE.md §8 "proof", a page that changes the password gets the proof of the code in its history entry's state.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, clearDraft, commonText, ErrorState, pageBack, turnState, usePageScope } from '@uc/shared';
import { verificationDraftKey } from '../forms/draft-keys';
import { carriedPassword } from '../proof/carried-password';
import { PROOF_PURPOSES, proofFlowOf, type ProofFlow } from '../proof/proof-flows';
import { verifiedState } from '../proof/proof-state';
import { proofMode } from '../proof/proof-value';
import { verifiedFor } from '../route-flow/recovery-state';
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
  /** The account a forgot-password reset is for: it travels in the next entry's state (with a §8 proof), never in the URL. */
  account?: string;
}

// §8: a proof is bound to its code's purpose, so the code is for what the next page does with the proof.
function withPurposeOf(flow: ProofFlow, method: VerifyMethod): VerifyMethod {
  const purposes = PROOF_PURPOSES[flow];
  return method.kind === 'mobile' ? { ...method, purpose: purposes.sms } : { ...method, purpose: purposes.mail };
}

export function VerificationStep({ methods, next, initialKind, offerBindPhone, noMethodText, account = '' }: VerificationStepProps) {
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
  const flow = proofMode() ? proofFlowOf(next.path) : null;
  const backForNewCode = flow !== null && carriedPassword(flow) !== '';
  return (
    <VerificationForm
      methods={flow ? methods.map((m) => withPurposeOf(flow, m)) : methods}
      initialKind={initialKind}
      draftKey={draftKey}
      notice={
        backForNewCode ? (
          <p className="uc-account-form__notice uc-account-form__notice--warning" role="alert">
            {t('verify.proofRefused')}
          </p>
        ) : null
      }
      onVerified={(_method, proof) => {
        // A provider that answers a right code without a proof cannot lead on: its password call would refuse.
        if (flow && !proof) return void scope.toast(commonText('error.system'));
        clearDraft(draftKey);
        scope.navigate(next.path, { state: turnState(flow ? verifiedState(proof, account) : verifiedFor(account)) });
      }}
    />
  );
}
