// The description: a multi-line field styled like the shared FormField, with a live counter out of 500. Typing or
// pasting past 500 keeps the first 500 and says why the rest did not go in.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX, characterCount, limitDescription } from './ticket-form';

export interface TicketDescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label: string;
}

export function TicketDescriptionField({ value, onChange, error, label }: TicketDescriptionFieldProps) {
  const { t } = useTranslation('support');
  const id = useId();
  const count = characterCount(value);
  // The last change went past the limit (a paste, or typing at 500): shown until a change fits again.
  const [cut, setCut] = useState(false);
  return (
    <div className={error ? 'uc-field uc-field--invalid uc-ticket-description' : 'uc-field uc-ticket-description'}>
      <label htmlFor={id} className="uc-field__label">
        {label}
      </label>
      <div className="uc-field__control uc-ticket-description__control">
        <textarea
          id={id}
          name="description"
          className="uc-field__input uc-ticket-description__input"
          rows={5}
          value={value}
          placeholder={t('putQuestion.descriptionPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}${cut ? ` ${id}-full` : ''}`}
          onChange={(event) => {
            const typed = event.target.value;
            const kept = limitDescription(typed);
            setCut(kept !== typed);
            onChange(kept);
          }}
        />
      </div>
      <div className="uc-ticket-description__footer">
        {error ? (
          <p id={`${id}-error`} className="uc-field__error">
            {error}
          </p>
        ) : (
          <span />
        )}
        <span
          id={`${id}-count`}
          className={count >= DESCRIPTION_MAX ? 'uc-ticket-description__count uc-ticket-description__count--full' : 'uc-ticket-description__count'}
          aria-live="polite"
        >
          {t('putQuestion.counter', { used: count, max: DESCRIPTION_MAX })}
        </span>
      </div>
      {cut ? (
        <p id={`${id}-full`} className="uc-ticket-description__full" role="status">
          {t('putQuestion.descriptionFull', { count: DESCRIPTION_MAX })}
        </p>
      ) : null}
    </div>
  );
}
