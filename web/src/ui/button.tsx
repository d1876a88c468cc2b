import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';
import './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'sm' | 'lg';
  /** Shows a spinner, disables the button and announces the busy state. */
  busy?: boolean;
  block?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  block = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner size="sm" label="" />}
      <span className="btn__label">{children}</span>
    </button>
  );
}
