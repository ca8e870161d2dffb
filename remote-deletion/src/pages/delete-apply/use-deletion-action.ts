// The main button's rules (SPEC §5) and the two requests behind it (SPEC §4), in the order the spec gives them.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  confirmDialog, hideLoading, showError, showLoading, toast, useIsEntryPage, type SessionUser,
} from '@uc/shared';
import { useApplyDeletionMutation } from '../../api/apply-deletion';
import { useCancelDeletionMutation } from '../../api/cancel-deletion';
import type { DeletionStatus } from '../../api/get-deletion-status';

// The applied and not-valid texts are two sentences long: two seconds is too short to read them.
const LONG_TEXT_TOAST_MS = 4000;

interface DeletionActionInput {
  agreed: boolean;
  status: Pick<DeletionStatus, 'appling' | 'allowedApply'>;
  user: Pick<SessionUser, 'token' | 'mobile'>;
  /** Shows the account's new state on this page (used when no page of ours is behind it). */
  showNewState: () => void;
}

export function useDeletionAction({ agreed, status, user, showNewState }: DeletionActionInput): () => Promise<void> {
  const { t } = useTranslation('deletion');
  const navigate = useNavigate();
  // Opened straight from the client (/index?page=deleteapply): nothing of ours behind it to go back to.
  const isEntryPage = useIsEntryPage();
  const done = () => (isEntryPage ? showNewState() : navigate(-1));
  const [cancelDeletion] = useCancelDeletionMutation();
  const [applyDeletion] = useApplyDeletionMutation();
  // A second tap while a dialog or a request is open must not start a second flow.
  const busy = useRef(false);

  const activate = async () => {
    if (!(await confirmDialog({ message: t('confirm.activation') }))) return;
    showLoading();
    try {
      const result = await cancelDeletion({ token: user.token }).unwrap();
      hideLoading();
      if (!result.canceled) {
        toast(result.errorMsg || t('common:error.system'));
        return;
      }
      done();
      toast(t('toast.activated'));
    } catch (e) {
      showError(e);
    }
  };

  const apply = async () => {
    if (!(await confirmDialog({ message: t('confirm.deletion') }))) return;
    showLoading();
    try {
      // The page collects no identity fields; the provider identifies the player by token and mobile.
      const result = await applyDeletion({ mobile: user.mobile, real_name: '', card_number: '', token: user.token }).unwrap();
      hideLoading();
      if (result.status !== 'ok') {
        toast(result.error_msg || t('common:error.system'));
        return;
      }
      done();
      toast(t('toast.applied'), LONG_TEXT_TOAST_MS);
    } catch (e) {
      showError(e);
    }
  };

  return async () => {
    if (!agreed || busy.current) return;
    busy.current = true;
    try {
      if (status.appling) await activate();
      else if (!status.allowedApply) toast(t('toast.notValid'), LONG_TEXT_TOAST_MS);
      else await apply();
    } finally {
      busy.current = false;
    }
  };
}
