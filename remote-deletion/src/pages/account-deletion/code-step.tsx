// Step 2: the masked number or address the code goes to (a choice when the account has both), the code, its check.
// A right code answers the proof the next calls carry; a wrong one, 1429 or a refused send keep what was typed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormField, IsolatedText, type ProviderApp } from '@uc/shared';
import { CodeSendButton, Picker } from '@uc/shared/forms';
import {
  DELETION_PURPOSES, useCheckDeletionCodeMutation, useSendDeletionCodeMutation, type DeletionChannel,
} from '../../api/web-deletion';
import type { FoundAccount } from './account-step';
import { flowErrorText } from './flow-errors';
import { useBusy } from './use-busy';

// SPEC §7's target_id is the device id, which a page with no session does not have.
export const WEB_TARGET_ID = 'web';

/** The channels the lookup says the account has bound (masked); the one typed when it said nothing usable. */
export function channelsOf(found: FoundAccount): DeletionChannel[] {
  const bound = (['sms', 'mail'] as const).filter((c) => (c === 'sms' ? found.masked.mobile : found.masked.mail));
  return bound.length ? [...bound] : [found.kind];
}

export interface CodeStepProps {
  app: ProviderApp;
  found: FoundAccount;
  channel: DeletionChannel;
  onChannel(channel: DeletionChannel): void;
  /** Why the player is here again (a proof that expired): shown above the form. */
  notice: string;
  onVerified(proof: string): void;
  onOtherAccount(): void;
}

export function CodeStep({ app, found, channel, onChannel, notice, onVerified, onOtherAccount }: CodeStepProps) {
  const { t } = useTranslation('deletion');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [send] = useSendDeletionCodeMutation();
  const [check] = useCheckDeletionCodeMutation();
  const { busy, run } = useBusy();
  const channels = channelsOf(found);
  const masked = channel === 'sms' ? found.masked.mobile : found.masked.mail;
  const codeArg = { app, username: found.username, channel, country: found.country, targetId: WEB_TARGET_ID };

  const submit = () => {
    if (!code.trim()) {
      setError(t('web.code.empty'));
      return;
    }
    void run(async () => {
      try {
        const result = await check({ ...codeArg, code: code.trim() }).unwrap();
        if (result.ok) onVerified(result.proof);
        else setError(t('web.code.wrong'));
      } catch (e) {
        setError(flowErrorText(e));
      }
    });
  };

  const options = channels.map((c) => ({
    value: c,
    label: <IsolatedText ns="deletion" i18nKey={c === 'sms' ? 'web.code.viaPhone' : 'web.code.viaMail'} values={{ to: c === 'sms' ? found.masked.mobile : found.masked.mail }} />,
  }));
  return (
    <form
      className="uc-web-deletion__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="uc-web-deletion__step">{t('web.code.heading')}</h2>
      {notice ? (
        <p className="uc-web-deletion__notice" role="alert">
          {notice}
        </p>
      ) : null}
      {channels.length > 1 ? (
        <Picker label={t('web.code.choose')} options={options} value={channel} onChange={(c) => onChannel(c as DeletionChannel)} />
      ) : (
        <p className="uc-web-deletion__hint">
          {masked ? (
            <IsolatedText ns="deletion" i18nKey="web.code.sendTo" values={{ to: masked }} />
          ) : (
            t(channel === 'sms' ? 'web.code.sendToPhone' : 'web.code.sendToMail')
          )}
        </p>
      )}
      <FormField
        label={t('web.code.label')}
        placeholder={t('web.code.placeholder')}
        value={code}
        onChange={(e) => {
          setError('');
          setCode(e.target.value);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        name="code"
        error={error || undefined}
        trailing={
          // keyed by the masked destination: the cooldown kept in sessionStorage never holds the number typed
          <CodeSendButton
            value={masked || channel}
            purpose={DELETION_PURPOSES[channel]}
            send={() => send(codeArg).unwrap()}
            emptyText={t('web.code.empty')}
          />
        }
      />
      <Button type="submit" block disabled={busy} className="uc-web-deletion__next">
        {t('web.next')}
      </Button>
      <Button variant="secondary" block onClick={onOtherAccount} className="uc-web-deletion__other">
        {t('web.code.otherAccount')}
      </Button>
    </form>
  );
}
