// The info popup: what expired, activated, not activated and unknown mean in the code box.
import { useTranslation } from 'react-i18next';
import { Popup } from '@uc/shared';

export function CodeStateInfo({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('messages');
  const rows = [
    ['uc-chip--active', 'codeBox.active', 'codeBox.infoActive'],
    ['uc-chip--inactive', 'codeBox.inactive', 'codeBox.infoInactive'],
    ['uc-chip--unknown', 'codeBox.unknown', 'codeBox.infoUnknown'],
    ['uc-chip--expired', 'codeBox.expired', 'codeBox.infoExpired'],
  ] as const;
  return (
    <Popup open={open} onClose={onClose} title={t('codeBox.infoTitle')}>
      <dl className="uc-code-info">
        {rows.map(([chip, name, text]) => (
          <div key={name} className="uc-code-info__row">
            <dt>
              <span className={`uc-chip ${chip}`}>{t(name)}</span>
            </dt>
            <dd>{t(text)}</dd>
          </div>
        ))}
      </dl>
      <p className="uc-code-info__copy">{t('codeBox.infoCopy')}</p>
    </Popup>
  );
}
