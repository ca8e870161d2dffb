import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import './form-field.css';

export interface FormFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  label: string;
  /** Inline error under the input; also turns the border red and sets aria-invalid (SPEC §5). */
  error?: string;
  /** Something beside the input inside the field, e.g. a CodeSendButton. */
  trailing?: ReactNode;
  /** Show the label only to assistive technology. */
  hideLabel?: boolean;
}

// Phone numbers, e-mail addresses, codes and numbers are typed left to right in an Arabic page too.
const LEFT_TO_RIGHT_TYPES = new Set(['tel', 'email', 'url', 'number']);
const LEFT_TO_RIGHT_MODES = new Set(['tel', 'email', 'url', 'numeric', 'decimal']);

// forwardRef: a ref reaches the <input> (React 18 does not pass `ref` as a prop).
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, trailing, hideLabel = false, id, className, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const describedBy = [inputProps['aria-describedby'], error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const classes = ['uc-field', error ? 'uc-field--invalid' : '', className ?? ''].filter(Boolean).join(' ');
  const leftToRight = LEFT_TO_RIGHT_TYPES.has(inputProps.type ?? '') || LEFT_TO_RIGHT_MODES.has(inputProps.inputMode ?? '');
  return (
    <div className={classes}>
      <label htmlFor={inputId} className={hideLabel ? 'uc-visually-hidden' : 'uc-field__label'}>
        {label}
      </label>
      <div className="uc-field__control">
        <input
          dir={leftToRight ? 'ltr' : undefined}
          {...inputProps}
          ref={ref}
          id={inputId}
          className="uc-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing ? <div className="uc-field__trailing">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="uc-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
