// The attachment block of an activeCode message: its name, the code with copy, and the claim button whose look
// follows the state (claimable; claimed or unavailable: disabled with a status image).
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Ban, Gift } from 'lucide-react';
import { Button } from '@uc/shared';
import { claimStateOf, type MessageContent } from '../../api/get-message-content';
import { CopyCodeButton } from '../../features/clipboard/copy-code-button';

export interface CodeAttachmentProps {
  content: MessageContent;
  claiming: boolean;
  onClaim(code: string): void;
}

function StatusImage({ claimed }: { claimed: boolean }) {
  const { t } = useTranslation('messages');
  const label = claimed ? t('claim.statusClaimed') : t('claim.statusUnavailable');
  const Icon = claimed ? BadgeCheck : Ban;
  return (
    <span className={`uc-attachment__status ${claimed ? 'is-claimed' : 'is-unavailable'}`} role="img" aria-label={label}>
      <Icon className="uc-icon" aria-hidden="true" />
    </span>
  );
}

export function CodeAttachment({ content, claiming, onClaim }: CodeAttachmentProps) {
  const { t } = useTranslation('messages');
  const state = claimStateOf(content.state);
  const buttonText = state === 'claimable' ? t('claim.action') : state === 'claimed' ? t('claim.claimed') : t('claim.unavailable');

  return (
    <section className="uc-attachment uc-card" aria-label={t('content.attachment')}>
      <h3 className="uc-attachment__heading">
        <Gift className="uc-icon uc-icon--small" aria-hidden="true" />
        <span>{t('content.attachment')}</span>
      </h3>
      {content.name ? (
        <p className="uc-attachment__name">
          <bdi>{content.name}</bdi>
        </p>
      ) : null}
      <div className="uc-attachment__code-row">
        <span className="uc-attachment__code-label">{t('content.codeLabel')}</span>
        <code className="uc-attachment__code" data-testid="attachment-code">
          <bdi dir="ltr">{content.code}</bdi>
        </code>
        <CopyCodeButton code={content.code} />
      </div>
      <div className="uc-attachment__actions">
        {state === 'claimable' ? null : <StatusImage claimed={state === 'claimed'} />}
        <Button
          block
          disabled={state !== 'claimable' || claiming}
          onClick={() => onClaim(content.code)}
        >
          {buttonText}
        </Button>
      </div>
    </section>
  );
}
