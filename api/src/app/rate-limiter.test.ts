import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { AppError } from './errors.js';
import { MAX_HITS, RateLimiter } from './rate-limiter.js';

const rule = { limit: 2, windowMs: 10_000 };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('RateLimiter (counters in PostgreSQL)', () => {
  it('allows `limit` hits per window, then refuses with the seconds until the window starts afresh', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(t.orm, { now: () => now });
    const resetAt = new Date(1_010_000);
    expect(await limiter.consume('k1', rule)).toEqual({ limit: 2, remaining: 1, resetSeconds: 10, resetAt });
    now += 4000;
    expect(await limiter.consume('k1', rule)).toEqual({ limit: 2, remaining: 0, resetSeconds: 6, resetAt });
    expect(await limiter.peek('k1', rule)).toEqual({ limit: 2, remaining: 0, resetSeconds: 6, resetAt });
    const error = await refusal(() => limiter.consume('k1', rule));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details.retryAfterSeconds).toBe(6);
    now += 6001;
    expect(await limiter.consume('k1', rule)).toMatchObject({ remaining: 1 });
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const limiter = new RateLimiter(t.orm);
    await limiter.consume('a', rule);
    await limiter.consume('a', rule);
    await expect(limiter.consume('b', rule)).resolves.toBeDefined();
    await limiter.reset('a');
    await expect(limiter.consume('a', rule)).resolves.toBeDefined();
  });

  it('multiplies every limit by its scale', async () => {
    const limiter = new RateLimiter(t.orm, { scale: 3 });
    for (let i = 0; i < 6; i++) await limiter.consume('k3', rule);
    expect((await refusal(() => limiter.consume('k3', rule))).code).toBe('RATE_LIMITED');
  });

  it('never states a limit above MAX_HITS, so `rateLimit.limit` fits a GraphQL Int (fuzz finding)', async () => {
    // RATE_LIMIT_REQUESTS=10000000 with RATE_LIMIT_SCALE=1000 made `{ rateLimit { limit } }` an INTERNAL_SERVER_ERROR
    const limiter = new RateLimiter(t.orm, { scale: 1000 });
    const huge = { limit: 10_000_000, windowMs: 10_000 };
    expect((await limiter.peek('k-huge', huge)).limit).toBe(MAX_HITS);
    expect(await limiter.hit('k-huge', huge)).toMatchObject({ allowed: true, limit: MAX_HITS });
    expect(MAX_HITS).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  it('shares one count between limiters (processes) on the same database, even under concurrent hits', async () => {
    const one = new RateLimiter(t.orm);
    const two = new RateLimiter(t.orm);
    const wide = { limit: 50, windowMs: 60_000 };
    const results = await Promise.allSettled(
      Array.from({ length: 80 }, (_, i) => (i % 2 ? one : two).consume('shared', wide)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    expect(await one.peek('shared', wide)).toMatchObject({ limit: 50, remaining: 0 });
  });
});
