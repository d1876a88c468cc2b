import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { RateLimiter } from './rate-limiter.js';

const rule = { limit: 2, windowMs: 10_000 };

function refusal(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('RateLimiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds until the oldest hit leaves it', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    limiter.consume('k', rule);
    now += 4000;
    limiter.consume('k', rule);
    const error = refusal(() => limiter.consume('k', rule));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details.retryAfterSeconds).toBe(6);
    now += 6001;
    expect(() => limiter.consume('k', rule)).not.toThrow();
  });

  it('keeps keys apart and forgets a key on reset', () => {
    const limiter = new RateLimiter(() => 0);
    limiter.consume('a', rule);
    limiter.consume('a', rule);
    expect(() => limiter.consume('b', rule)).not.toThrow();
    limiter.reset('a');
    expect(() => limiter.consume('a', rule)).not.toThrow();
  });

  it('multiplies every limit by its scale', () => {
    const limiter = new RateLimiter(() => 0, 3);
    for (let i = 0; i < 6; i++) limiter.consume('k', rule);
    expect(refusal(() => limiter.consume('k', rule)).code).toBe('RATE_LIMITED');
  });
});
