// One code: name, the code with copy, its expiry and its activation state (SPEC §3 active code item).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWallClock } from '@uc/shared';
import type { ActiveCode } from '../../api/get-active-codes';
import { CopyCodeButton } from '../../features/clipboard/copy-code-button';

const ACTIVATION_KEYS = { active: 'codeBox.active', inactive: 'codeBox.inactive', unknown: 'codeBox.unknown' } as const;

export const CodeBoxItem = memo(function CodeBoxItem({ code }: { code: ActiveCode }) {
  const { t, i18n } = useTranslation('messages');
  // The server's text as it came when it is no date-time this page can read.
  const time = formatWallClock(code.expireTime, i18n.language)?.text ?? code.expireTime;
  return (
    <li className={`uc-code-item${code.expired ? ' is-expired' : ''}`} data-testid={`code-${code.code}`}>
      <div className="uc-code-item__main">
        <span className="uc-code-item__name">
          <bdi>{code.name || code.code}</bdi>
        </span>
        <code className="uc-code-item__code">
          <bdi dir="ltr">{code.code}</bdi>
        </code>
        {code.expireTime ? (
          <span className="uc-code-item__expiry">
            {code.expired ? t('codeBox.expiredOn', { time }) : t('codeBox.expires', { time })}
          </span>
        ) : null}
        <span className="uc-code-item__chips">
          {code.expired ? <span className="uc-chip uc-chip--expired">{t('codeBox.expired')}</span> : null}
          <span className={`uc-chip uc-chip--${code.activation}`}>{t(ACTIVATION_KEYS[code.activation])}</span>
        </span>
      </div>
      <CopyCodeButton code={code.code} />
    </li>
  );
});
