// The logged-in body of the page: loading, error with retry, or the table and the real-name line.
import { useTranslation } from 'react-i18next';
import { Card, ErrorState } from '@uc/shared';
import { AccountBindingTable } from './account-binding-table';
import { NativeLoginWaitSheet } from './native-login-wait';
import { RealNameLine } from './real-name-line';
import { useAccountBindings } from './use-account-bindings';
import { useAccountRowAction } from './use-account-row-action';
import { useThirdPartyBind } from './use-third-party-bind';

export function AccountBindings() {
  const { t } = useTranslation('account');
  const { rows, loading, failed, error, retry, realName, realNameFailed, verifyRealName } = useAccountBindings();
  const thirdParty = useThirdPartyBind();
  const onAction = useAccountRowAction(thirdParty.bind);

  if (failed) return <ErrorState message={t('load.failed')} error={error} onRetry={() => void retry()} />;
  if (loading || rows.length === 0) return null; // the shared overlay shows meanwhile
  return (
    <>
      <Card className="uc-account-card">
        <AccountBindingTable rows={rows} onAction={onAction} />
      </Card>
      <RealNameLine realName={realName} failed={realNameFailed} onVerify={verifyRealName} />
      <NativeLoginWaitSheet waitingFor={thirdParty.waitingFor} onCancel={thirdParty.cancelWait} />
    </>
  );
}
