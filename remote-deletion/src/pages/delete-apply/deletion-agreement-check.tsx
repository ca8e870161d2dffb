// 'I understand and agree' with the way to the cancellation agreement; the main button acts only when ticked.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function DeletionAgreementCheck({ agreed, onChange }: { agreed: boolean; onChange(agreed: boolean): void }) {
  const { t } = useTranslation('deletion');
  const id = useId();
  return (
    <div className="uc-deletion-agree">
      <input
        id={id}
        type="checkbox"
        className="uc-deletion-agree__box"
        checked={agreed}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="uc-deletion-agree__label">
        {t('agree.checkbox')}
      </label>
      <Link to="/deleteagreement" className="uc-deletion-agree__link">
        {t('agree.agreementLink')}
      </Link>
    </div>
  );
}
