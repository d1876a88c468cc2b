import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';
import './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'sm' | 'lg';
  /**
   * Shows a spinner, ignores clicks and announces the busy state. The button stays focusable (aria-disabled, not
   * disabled): a disabled button drops the keyboard focus to <body> in the middle of the action.
   */
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
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      // A busy button swallows clicks, also the implicit click of Enter in a form, so nothing is sent twice.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy && <Spinner size="sm" label="" />}
      <span className="btn__label">{children}</span>
    </button>
  );
}
