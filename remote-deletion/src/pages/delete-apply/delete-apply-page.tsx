// Account deletion (SPEC §2 deleteapply, §4 states, §5 button rules). Needs login (SPEC §6). Before the agreement: what
// deleting means (issue 35) and, with ARCHITECTURE.md §8 dataExport, a copy of the player's data by the session's token.
import '../../locales/register';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button, ErrorState, hasProviderExtension, LoginRequired, PageLayout, selectIsLogin, selectUser, useAppSelector,
  useLoadingOverlay, useOrientation, type SessionUser,
} from '@uc/shared';
import { DataExportOffer } from '../../features/data-export-offer';
import { DeletionInfo } from '../../features/deletion-info';
import { DeletionAgreementCheck } from './deletion-agreement-check';
import { DeletionCountdown } from './deletion-countdown';
import { DeletionNotice } from './deletion-notice';
import { useDeletionAction } from './use-deletion-action';
import { useDeletionStatus } from './use-deletion-status';
import './delete-apply-page.css';

function DeletionForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('deletion');
  const [agreed, setAgreed] = useState(false);
  const { status, failed, error, loading, refetch, reload, secondsLeft, waiting } = useDeletionStatus(user.token);
  const showNewState = () => {
    setAgreed(false);
    reload();
  };
  const onPress = useDeletionAction({ agreed, status: status ?? { appling: false, allowedApply: false }, user, showNewState });
  useLoadingOverlay(loading);

  if (failed) return <ErrorState message={t('status.loadFailed')} error={error} onRetry={() => void refetch()} />;
  if (!status) return null; // the shared overlay shows meanwhile
  // SPEC §4 reading: the wait (rest_time) holds back a new request only; a pending one is withdrawable "at any time".
  const inactive = waiting && !status.appling;
  return (
    <>
      <DeletionAgreementCheck agreed={agreed} onChange={setAgreed} />
      <Button block className="uc-delete-apply__button" disabled={inactive} onClick={() => void onPress()}>
        {status.appling ? t('action.activate') : t('action.apply')}
      </Button>
      {waiting ? <DeletionCountdown secondsLeft={secondsLeft} /> : null}
    </>
  );
}

export default function DeleteApplyPage() {
  const { t } = useTranslation('deletion');
  const orientation = useOrientation();
  const isLogin = useAppSelector(selectIsLogin);
  const user = useAppSelector(selectUser);
  const loggedIn = isLogin && Boolean(user.token);
  return (
    <PageLayout title={t('title')} className={`uc-delete-apply uc-delete-apply--${orientation}`}>
      {loggedIn ? (
        <div className="uc-delete-apply__body">
          <div className="uc-delete-apply__about">
            <DeletionNotice />
            <DeletionInfo />
            {hasProviderExtension('dataExport') ? <DataExportOffer arg={{ openId: user.openId, token: user.token }} /> : null}
          </div>
          <div className="uc-delete-apply__actions">
            <DeletionForm user={user} />
          </div>
        </div>
      ) : (
        <LoginRequired message={t('loginRequired')} />
      )}
    </PageLayout>
  );
}
