// SPEC §2 bindPhone: the country-code picker, filled from the country call, +86 by default. A native select, so the
// phone's own picker wheel opens on touch; region names come from the browser in the session's language.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@uc/shared';
import type { Country } from '../../api/get-countries';

export interface CountrySelectProps {
  countries: readonly Country[];
  /** Region id, e.g. 'CN'. */
  value: string;
  onChange(id: string): void;
  disabled?: boolean;
  /** The field's label; 'Country/region' by default. */
  label?: string;
}

function regionName(id: string): string {
  try {
    return new Intl.DisplayNames([currentLocale()], { type: 'region' }).of(id) ?? id;
  } catch {
    return id; // an id the browser does not know, or no Intl.DisplayNames
  }
}

export function CountrySelect({ countries, value, onChange, disabled, label }: CountrySelectProps) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <div className="uc-field">
      <label htmlFor={id} className="uc-field__label">
        {label ?? t('field.country')}
      </label>
      <div className="uc-field__control">
        <select
          id={id}
          className="uc-field__input uc-country-select"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        >
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {`+${c.number} ${regionName(c.id)}`}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
