// SPEC §2 bindPhone: the country-code picker, filled from the country call. A native select, so the phone's own
// picker wheel opens on touch; names in the session's language, sorted by name, the device's country first.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from './countries-api';
import { useDeviceRegion } from './country-choice';
import { useOrderedCountries } from './region-names';
import './country-select.css';

export interface CountrySelectProps {
  countries: readonly Country[];
  /** Region id, e.g. 'CN'. */
  value: string;
  onChange(id: string): void;
  disabled?: boolean;
  /** The field's label; 'Country/region' by default. */
  label?: string;
}

export function CountrySelect({ countries, value, onChange, disabled, label }: CountrySelectProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const options = useOrderedCountries(countries, useDeviceRegion());
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
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
