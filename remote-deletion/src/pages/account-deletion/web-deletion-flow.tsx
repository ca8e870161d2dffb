// The public page's steps (ARCHITECTURE.md §8 webAccount): the account → the masked way to reach it and a code → the
// status, apply, cancel. A refused proof (1401) returns to the code with the account kept; the proof is memory only.
import { useEffect, useLayoutEffect, useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebAppTarget } from '../../features/web-app';
import { AccountStep, type AccountInput, type FoundAccount } from './account-step';
import { channelsOf, CodeStep } from './code-step';
import { keepFlow, recallFlow, type FlowState } from './flow-memory';
import { StatusStep } from './status-step';

export interface WebDeletionFlowProps {
  target: Extract<WebAppTarget, { kind: 'web' }>;
  /** Set to the flow's own back: a later step returns to the account (what was typed kept); the first answers false. */
  stepBackRef: MutableRefObject<() => boolean>;
}

export function WebDeletionFlow({ target, stepBackRef }: WebDeletionFlowProps) {
  const { t } = useTranslation('deletion');
  const { app } = target;
  const [flow, setFlow] = useState<FlowState>(() => recallFlow(app.appId));
  useEffect(() => keepFlow(flow), [flow]);
  const update = (patch: Partial<FlowState>) => setFlow((f) => ({ ...f, ...patch }));

  const found = (account: FoundAccount) => {
    const channels = channelsOf(account);
    update({ step: 'code', found: account, channel: channels.includes(account.kind) ? account.kind : channels[0], proof: '', notice: '' });
  };
  const proofRefused = () => update({ step: 'code', proof: '', notice: t('web.code.expired') });
  const toAccount = () => update({ step: 'account', found: null, proof: '', notice: '' });
  useLayoutEffect(() => {
    stepBackRef.current = () => {
      if (flow.step === 'account') return false;
      toAccount();
      return true;
    };
  });

  return (
    <div className="uc-web-deletion">
      <p className="uc-web-deletion__intro">
        {target.name ? t('web.intro', { game: target.name }) : t('web.introNoName')}
      </p>
      {flow.step === 'account' || !flow.found ? (
        <AccountStep
          app={app}
          input={flow.input}
          onInput={(patch: Partial<AccountInput>) => setFlow((f) => ({ ...f, input: { ...f.input, ...patch } }))}
          onFound={found}
        />
      ) : flow.step === 'code' || !flow.proof ? (
        <CodeStep
          app={app}
          found={flow.found}
          channel={flow.channel}
          onChannel={(channel) => update({ channel })}
          notice={flow.notice}
          onVerified={(proof) => update({ step: 'status', proof, notice: '' })}
          onOtherAccount={toAccount}
        />
      ) : (
        <StatusStep app={app} username={flow.found.username} proof={flow.proof} onProofRefused={proofRefused} />
      )}
    </div>
  );
}
