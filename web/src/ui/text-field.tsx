import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Marks the field red and is announced with it. */
  error?: string | boolean;
  hint?: ReactNode;
  /** Marks the field green (for example a well-formed e-mail). */
  valid?: boolean;
  /** Something placed inside the field on the right (a show/hide toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, valid, trailing, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const state = error ? 'invalid' : valid ? 'valid' : 'idle';
  const describedBy =
    [typeof error === 'string' && error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field field--${state} ${className ?? ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing && <div className="field__trailing">{trailing}</div>}
      </div>
      {typeof error === 'string' && error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
      )}
    </div>
  );
}
