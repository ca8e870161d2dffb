import type { ComponentPropsWithRef } from 'react';
import './button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary: the one main action of a screen; secondary: everything else. */
  variant?: 'primary' | 'secondary';
  /** Stretch to the full width of the container. */
  block?: boolean;
}

export function Button({ variant = 'primary', block = false, type = 'button', className, ...rest }: ButtonProps) {
  const classes = ['uc-button', `uc-button--${variant}`, block ? 'uc-button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}
