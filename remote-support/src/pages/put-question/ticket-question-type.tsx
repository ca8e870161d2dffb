// The account question type (SPEC §5: marked required, one of five), as the shared Picker plus an inline error.
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Picker } from '@uc/shared/forms';
import { QUESTION_TYPES } from './ticket-form';

export interface TicketQuestionTypeProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export const TicketQuestionType = forwardRef<HTMLDivElement, TicketQuestionTypeProps>(function TicketQuestionType(
  { value, onChange, error },
  ref,
) {
  const { t } = useTranslation('support');
  const options = QUESTION_TYPES.map((key) => ({ value: key, label: t(`putQuestion.type.${key}`) }));
  return (
    <div ref={ref} className={error ? 'uc-ticket-type uc-ticket-type--invalid' : 'uc-ticket-type'}>
      <Picker label={t('putQuestion.requiredLabel', { label: t('putQuestion.questionType') })} options={options} value={value} onChange={onChange} />
      {error ? <p className="uc-field__error uc-ticket-type__error">{error}</p> : null}
    </div>
  );
});
