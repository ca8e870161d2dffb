// 'I understand and agree' with the way to the cancellation agreement; the main button acts only when ticked.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectServerLocale, useAppSelector } from '@uc/shared';
import './deletion-agreement-check.css';

export function DeletionAgreementCheck({ agreed, onChange }: { agreed: boolean; onChange(agreed: boolean): void }) {
  const { t } = useTranslation('deletion');
  const locale = useAppSelector(selectServerLocale);
  // Inside the user center the agreement keeps its title bar (simple=0), so back returns here.
  const agreement = `/deleteagreement?${new URLSearchParams({ language: locale, simple: '0' })}`;
  return (
    <div className="uc-deletion-agree">
      <label className="uc-deletion-agree__check">
        <input
          type="checkbox"
          className="uc-deletion-agree__box"
          checked={agreed}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="uc-deletion-agree__label">{t('agree.checkbox')}</span>
      </label>
      <Link to={agreement} className="uc-deletion-agree__link">
        {t('agree.agreementLink')}
      </Link>
    </div>
  );
}
