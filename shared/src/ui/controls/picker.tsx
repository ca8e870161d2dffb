import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import './tabs.css';

export interface PickerOption {
  value: string;
  /** Text, or text with an isolated value in it (a phone number, an e-mail). */
  label: ReactNode;
}

export interface PickerProps {
  /** The question the list answers; the group's accessible name. */
  label: string;
  options: readonly PickerOption[];
  value?: string;
  onChange: (value: string) => void;
  hideLabel?: boolean;
  className?: string;
}

/** A simple select list built on native radios, so keyboard and screen readers work without extra code. */
export function Picker({ label, options, value, onChange, hideLabel = false, className }: PickerProps) {
  const name = useId();
  return (
    <fieldset className={['uc-picker', className ?? ''].filter(Boolean).join(' ')}>
      <legend className={hideLabel ? 'uc-visually-hidden' : 'uc-picker__legend'}>{label}</legend>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label key={option.value} className={checked ? 'uc-picker__option uc-picker__option--checked' : 'uc-picker__option'}>
            <input
              type="radio"
              className="uc-visually-hidden"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
            />
            <span className="uc-picker__text">{option.label}</span>
            {checked ? <Check className="uc-icon uc-icon--small" aria-hidden="true" /> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
