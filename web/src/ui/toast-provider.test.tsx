import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function Trigger({ durationMs }: { durationMs?: number }) {
  const toast = useToast();
  return <button onClick={() => toast.success('Password changed successfully', durationMs)}>Go</button>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ToastProvider', () => {
  it('announces a toast politely and hides it after 5 seconds', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Password changed successfully')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Password changed successfully')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Password changed successfully')).toBeNull();
  });

  it('honours a shorter duration (settings use 3 seconds)', () => {
    render(
      <ToastProvider>
        <Trigger durationMs={3000} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Password changed successfully')).toBeNull();
  });
});
