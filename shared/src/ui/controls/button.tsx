import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import './button.css';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** primary: the one main action of a screen; secondary: everything else. */
  variant?: 'primary' | 'secondary';
  /** Stretch to the full width of the container. */
  block?: boolean;
}

// forwardRef: a ref reaches the <button> (React 18 does not pass `ref` as a prop).
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', block = false, type = 'button', className, children, ...rest },
  ref,
) {
  const classes = ['uc-button', `uc-button--${variant}`, block ? 'uc-button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  // the wrapper carries the grid: a <button> could not be a grid or flex container before Chrome 83
  return (
    <button ref={ref} type={type} className={classes} {...rest}>
      <span className="uc-button__content">{children}</span>
    </button>
  );
});
