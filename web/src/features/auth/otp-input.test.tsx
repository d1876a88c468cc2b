import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyOtp, OtpInput } from './otp-input';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [digits, setDigits] = useState(emptyOtp);
  return <OtpInput digits={digits} onChange={setDigits} onComplete={onComplete} />;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('OtpInput', () => {
  it('strips non-digits, advances and completes with the six digits', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(boxes()[0], { target: { value: 'a' } });
    expect(boxes()[0].value).toBe('');
    '123456'.split('').forEach((digit, index) => fireEvent.change(boxes()[index], { target: { value: digit } }));
    expect(
      boxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('moves focus to the next box after a digit', () => {
    render(<Harness onComplete={vi.fn()} />);
    boxes()[0].focus();
    fireEvent.change(boxes()[0], { target: { value: '7' } });
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('fills every box from a pasted code', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(boxes()[2], { clipboardData: { getData: () => ' 98-76 54 ' } });
    expect(
      boxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('987654');
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('goes back on Backspace in an empty box', () => {
    render(<Harness onComplete={vi.fn()} />);
    fireEvent.change(boxes()[0], { target: { value: '4' } });
    fireEvent.keyDown(boxes()[1], { key: 'Backspace' });
    expect(boxes()[0].value).toBe('');
    expect(document.activeElement).toBe(boxes()[0]);
  });
});
