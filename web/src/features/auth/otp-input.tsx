import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import './otp-input.css';

export const OTP_LENGTH = 6;
export const emptyOtp = (): string[] => Array(OTP_LENGTH).fill('');

export interface OtpInputProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called once all six boxes hold a digit. */
  onComplete?: (code: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  label?: string;
  describedBy?: string;
}

/** Six one-digit boxes: digits only, auto-advance, whole-code paste, Backspace on an empty box goes back. */
export function OtpInput({
  digits,
  onChange,
  onComplete,
  invalid = false,
  disabled = false,
  label = 'One-time code',
  describedBy,
}: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const fillFrom = (start: number, typed: string) => {
    const next = [...digits];
    const incoming = typed.replace(/\D/g, '').slice(0, OTP_LENGTH - start);
    if (!incoming) return;
    [...incoming].forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focusBox(start + incoming.length);
    if (next.every((digit) => digit !== '')) onComplete?.(next.join(''));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    fillFrom(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  return (
    <div
      className={`otp-input ${invalid ? 'otp-input--invalid' : ''}`}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
          }}
          className="otp-input__box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? OTP_LENGTH : 1}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          onChange={(event) => {
            const typed = event.target.value.replace(/\D/g, '');
            if (typed.length === 0) {
              const next = [...digits];
              next[index] = '';
              onChange(next);
            } else {
              // A box may briefly hold its old digit plus the new one: keep the newest digit.
              fillFrom(index, typed.length === 2 && digit ? typed.replace(digit, '') || typed[1] : typed);
            }
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
