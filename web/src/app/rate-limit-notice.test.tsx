import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRateLimited, noteRateLimited } from '../lib/rate-limit-wait';
import { RateLimitNotice } from './rate-limit-notice';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearRateLimited();
  vi.useRealTimers();
});

describe('RateLimitNotice', () => {
  it('counts down the wait in a live region, announced once, and goes away when the wait is over', () => {
    render(<RateLimitNotice />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    act(() => void noteRateLimited(3));
    const countdown = () => screen.getByTestId('rate-limit-countdown').textContent;
    expect(countdown()).toBe('You are going faster than CulturaLink allows; trying again in 3 s.');
    const announcement = region.querySelector('.visually-hidden');
    expect(announcement?.textContent).toBe('You are going faster than CulturaLink allows; trying again in 3 s.');

    act(() => void vi.advanceTimersByTime(1000));
    expect(countdown()).toBe('You are going faster than CulturaLink allows; trying again in 2 s.');
    // the announcement keeps its words: a screen reader is not told every second
    expect(region.querySelector('.visually-hidden')?.textContent).toBe(
      'You are going faster than CulturaLink allows; trying again in 3 s.',
    );

    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('rate-limit-countdown')).toBeNull();
  });

  it('clears as soon as the refused requests are answered', () => {
    render(<RateLimitNotice />);
    act(() => void noteRateLimited(30));
    expect(screen.getByTestId('rate-limit-countdown').textContent).toContain('trying again in 30 s');
    act(() => clearRateLimited());
    expect(screen.queryByTestId('rate-limit-countdown')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
