// Step 3: the account's status by proof. Pending → the request and a way to cancel it; otherwise what deleting means,
// a copy of the data first (dataExport), SPEC §5's rules and agreement, and apply (inactive during the rest_time wait).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button, confirmDialog, ErrorState, IsolatedText, showError, toast, useLoadingOverlay, useStillMounted, type ProviderApp,
} from '@uc/shared';
import { useWebApplyDeletionMutation, useWebCancelDeletionMutation } from '../../api/web-deletion';
import { DataExportOffer } from '../../features/data-export-offer';
import { DeletionInfo } from '../../features/deletion-info';
import { DeletionAgreementCheck } from '../delete-apply/deletion-agreement-check';
import { DeletionCountdown } from '../delete-apply/deletion-countdown';
import { isProofRefused } from './flow-errors';
import { offersDataExport, useWebStatus } from './use-web-status';

// The applied and not-valid texts are two sentences long: two seconds is too short to read them.
const LONG_TEXT_TOAST_MS = 4000;

export interface StatusStepProps {
  app: ProviderApp;
  username: string;
  proof: string;
  onProofRefused(): void;
}

function Rules() {
  const { t } = useTranslation('deletion');
  return (
    <section className="uc-web-deletion__rules" aria-labelledby="uc-web-deletion-rules">
      <h3 id="uc-web-deletion-rules" className="uc-web-deletion__rules-heading">
        {t('rules.heading')}
      </h3>
      <ol className="uc-web-deletion__rules-list">
        <li>{t('rules.noRecentChanges')}</li>
        <li>{t('rules.agreementFirst')}</li>
      </ol>
    </section>
  );
}

export function StatusStep({ app, username, proof, onProofRefused }: StatusStepProps) {
  const { t } = useTranslation('deletion');
  const { status, failed, reload, secondsLeft, waiting } = useWebStatus(app, username, proof, onProofRefused);
  const [agreed, setAgreed] = useState(false);
  const [applyDeletion] = useWebApplyDeletionMutation();
  const [cancelDeletion] = useWebCancelDeletionMutation();
  const [acting, setActing] = useState(false);
  const stillMounted = useStillMounted();
  useLoadingOverlay(status === null && !failed);
  const who = { app, username, proof };

  const act = async (work: () => Promise<void>) => {
    if (acting) return;
    setActing(true);
    try {
      await work();
    } catch (e) {
      if (isProofRefused(e)) onProofRefused();
      else showError(e);
    } finally {
      if (stillMounted()) setActing(false);
    }
  };

  const apply = () =>
    act(async () => {
      // SPEC §5: nothing without the tick; a request not allowed says so; else a confirmation first
      if (!agreed || !status) return;
      if (!status.allowedApply) {
        toast(t('toast.notValid'), LONG_TEXT_TOAST_MS);
        return;
      }
      if (!(await confirmDialog({ message: t('confirm.deletion') }))) return;
      await applyDeletion(who).unwrap();
      toast(t('toast.applied'), LONG_TEXT_TOAST_MS);
      setAgreed(false);
      reload();
    });

  const cancel = () =>
    act(async () => {
      if (!(await confirmDialog({ message: t('confirm.activation') }))) return;
      const result = await cancelDeletion(who).unwrap();
      if (!result.canceled) {
        toast(result.errorMsg || t('common:error.system'));
        return;
      }
      toast(t('toast.activated'));
      reload();
    });

  if (failed) return <ErrorState message={t('status.loadFailed')} error={failed} onRetry={reload} />;
  if (!status) return null; // the shared overlay shows meanwhile
  return (
    <div className="uc-web-deletion__status">
      <p className="uc-web-deletion__account">
        <IsolatedText ns="deletion" i18nKey="web.status.account" values={{ account: username }} />
      </p>
      {status.appling ? (
        <section className="uc-web-deletion__pending" aria-labelledby="uc-web-deletion-pending">
          <h2 id="uc-web-deletion-pending" className="uc-web-deletion__step">
            {t('web.status.pendingHeading')}
          </h2>
          <p className="uc-web-deletion__hint">{t('web.status.pending')}</p>
          <Button block disabled={acting} onClick={() => void cancel()}>
            {t('web.status.cancel')}
          </Button>
        </section>
      ) : (
        <h2 className="uc-web-deletion__step">{t('web.status.readyHeading')}</h2>
      )}
      <DeletionInfo />
      {offersDataExport() ? <DataExportOffer arg={who} onProofRefused={onProofRefused} /> : null}
      {status.appling ? null : (
        <div className="uc-web-deletion__apply">
          <Rules />
          <DeletionAgreementCheck agreed={agreed} onChange={setAgreed} />
          <Button block disabled={acting || (waiting && !status.appling)} onClick={() => void apply()}>
            {t('action.apply')}
          </Button>
          {waiting ? <DeletionCountdown secondsLeft={secondsLeft} /> : null}
        </div>
      )}
    </div>
  );
}
