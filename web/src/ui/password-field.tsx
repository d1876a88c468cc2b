import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';
import './text-field.css';

/** A password input with a Show/Hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field__toggle"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? `Hide ${props.label}` : `Show ${props.label}`}
          disabled={props.disabled}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
