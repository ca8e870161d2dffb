// What saving a new password does, by operation (SPEC §2 setpassword, §4 password flows):
// changePassword → completion page, 'password changed, please log in again', session cleared, host logout;
// forgotPassword → reset by account, completion page, no logout; modifyMail → the new e-mail account's password.
// With ARCHITECTURE.md §8 "proof" the call carries the proof; a refused one (1401) goes back for a new code.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { callNative, clearDraft, forgetPlayer, selectUser, useAppDispatch, useAppSelector, usePageScope } from '@uc/shared';
import { useChangePasswordMutation } from '../../api/change-password';
import { useForgetResetMutation } from '../../api/forget-reset';
import { DRAFT_KEYS } from '../forms/draft-keys';
import { useBackForNewCode } from '../proof/proof-gate';
import type { ProofFlow } from '../proof/proof-flows';
import { isProofRefused } from '../proof/proof-refused';
import { COMPLETION, type PasswordOperation } from '../route-flow/route-flow';

export const PASSWORD_OPERATIONS: readonly PasswordOperation[] = ['changePassword', 'forgotPassword', 'modifyMail'];

export function isPasswordOperation(value: string | null): value is PasswordOperation {
  return (PASSWORD_OPERATIONS as readonly (string | null)[]).includes(value);
}

/** The §8 flow whose proof an operation's call spends. */
export function proofFlowOfOperation(operation: PasswordOperation): ProofFlow {
  return operation === 'forgotPassword' ? 'forgotPassword' : 'changePassword';
}

/** `proof`: §8 only, from the verification step before this page ('' with a SPEC §7 provider). */
export function usePasswordOperation(operation: PasswordOperation, account = '', proof = ''): (password: string) => Promise<void> {
  const { t } = useTranslation('account');
  // An answer after the player left moves and says nothing; a changed password still logs out.
  const { navigate, toast } = usePageScope();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [changePassword] = useChangePasswordMutation();
  const [forgetReset] = useForgetResetMutation();
  const backForNewCode = useBackForNewCode(proofFlowOfOperation(operation), t('title.changePassword'));

  const save = useCallback(
    async (password: string) => {
      if (operation === 'forgotPassword') {
        await forgetReset({ username: account, password, proof }).unwrap();
        clearDraft(DRAFT_KEYS.forgotPassword);
        navigate(COMPLETION, { replace: true });
        toast(t('password.reset'));
        return;
      }
      await changePassword({ password, openId: user.openId, token: user.token, proof }).unwrap();
      navigate(COMPLETION, { replace: true });
      if (operation === 'modifyMail') {
        toast(t('password.set'));
        return;
      }
      toast(t('password.changed'));
      // Everything of the player goes, as on native's ucOnLogout (session, drafts, code-send times, API cache).
      forgetPlayer(dispatch);
      callNative('logout');
    },
    [operation, account, proof, user, changePassword, forgetReset, navigate, toast, dispatch, t],
  );

  return useCallback(
    async (password: string) => {
      try {
        await save(password);
      } catch (e) {
        // Expired, spent or wrong: a new code gives a new proof; a SPEC §7 provider never answers 1401.
        if (proof && isProofRefused(e)) backForNewCode(password);
        else throw e;
      }
    },
    [save, proof, backForNewCode],
  );
}
