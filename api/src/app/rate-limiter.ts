import type { Orm } from '../db/orm.js';
import { readRows } from '../db/prepared-query.js';
import { rateLimited } from './errors.js';

export interface RateRule {
  /** How many hits are allowed in the window. */
  limit: number;
  windowMs: number;
}

/** Where a key stands after a hit: what the `RateLimit-*` headers say. */
export interface RateState {
  limit: number;
  remaining: number;
  /** Seconds until the window starts afresh (at least 1). */
  resetSeconds: number;
  /** When the window starts afresh. */
  resetAt: Date;
}

/**
 * One atomic statement per hit: a new key, or one whose window is over, starts a window of `windowMs`
 * at this hit; otherwise the hit's points are added (refused hits too, capped). Every process sees the same row.
 * (rate-limiter-flexible's PostgreSQL store sends the same one upsert per consume; this one shares the ORM's pool,
 * takes the tests' clock and answers `peek`, so it stays.)
 */
/**
 * Counted hits stop here, so a limit is never above it either: the scaled budget of RATE_LIMIT_POINTS
 * (up to 100 million) times RATE_LIMIT_SCALE (up to 1000) would not fit the GraphQL `Int` of `rateLimit.limit`.
 */
export const MAX_HITS = 1_000_000_000;

const HIT_SQL = `insert into rate_limit as r (key, hits, reset_at)
  values (?, ?, to_timestamp((?::float8 + ?::float8) / 1000))
  on conflict (key) do update set
    hits = case when r.reset_at <= to_timestamp(?::float8 / 1000) then excluded.hits else least(r.hits + excluded.hits, ${MAX_HITS}) end,
    reset_at = case when r.reset_at <= to_timestamp(?::float8 / 1000) then excluded.reset_at else r.reset_at end
  returning hits, extract(epoch from reset_at) * 1000 as reset_ms`;

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed-window counters in PostgreSQL (the `rate_limit` table), so every API process on one database
 * enforces one limit. `scale` multiplies every limit: 1 in production; the end-to-end suite, where every
 * simulated member signs up from 127.0.0.1 within a few minutes, runs with RATE_LIMIT_SCALE set higher.
 */
export class RateLimiter {
  /** The first sweep comes one period after start, so a burst of traffic at boot sends no extra statement. */
  private lastSweep: number;

  constructor(
    private readonly orm: Orm,
    private readonly options: { now?: () => number; scale?: number } = {},
  ) {
    this.lastSweep = this.now;
  }

  private get now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The same counters read with another clock (tests move time forward). */
  withClock(now: () => number): RateLimiter {
    return new RateLimiter(this.orm, { ...this.options, now });
  }

  /** Records a hit of `points` (default 1, at least 1) for `key` and returns where it stands. */
  async hit(key: string, rule: RateRule, points = 1): Promise<RateState & { allowed: boolean }> {
    const now = this.now;
    const [row] = await readRows<{ hits: number; reset_ms: string | number }>(this.orm.em, HIT_SQL, [
      key,
      Math.min(MAX_HITS, Math.max(1, Math.ceil(points))),
      now,
      rule.windowMs,
      now,
      now,
    ]);
    this.sweepNow(now);
    const limit = this.scaled(rule);
    return {
      allowed: row.hits <= limit,
      limit,
      remaining: Math.max(0, limit - row.hits),
      resetSeconds: Math.max(1, Math.ceil((Number(row.reset_ms) - now) / 1000)),
      resetAt: new Date(Math.round(Number(row.reset_ms))),
    };
  }

  /** Records a hit for `key`, or throws RATE_LIMITED with the seconds until the window starts afresh. */
  async consume(key: string, rule: RateRule, message?: string): Promise<RateState> {
    const { allowed, ...state } = await this.hit(key, rule);
    if (!allowed) throw rateLimited(state.resetSeconds, message);
    return state;
  }

  /** Where `key` stands without counting a hit (the `rateLimit` query). */
  async peek(key: string, rule: RateRule): Promise<RateState> {
    const now = this.now;
    const [row] = await readRows<{ hits: number; reset_ms: string | number }>(
      this.orm.em,
      'select hits, extract(epoch from reset_at) * 1000 as reset_ms from rate_limit where key = ? and reset_at > to_timestamp(?::float8 / 1000)',
      [key, now],
    );
    const limit = this.scaled(rule);
    const hits = row?.hits ?? 0;
    // no window open: the next hit opens one of `windowMs`
    const resetMs = row ? Math.round(Number(row.reset_ms)) : now + rule.windowMs;
    return {
      limit,
      remaining: Math.max(0, limit - hits),
      resetSeconds: Math.max(1, Math.ceil((resetMs - now) / 1000)),
      resetAt: new Date(resetMs),
    };
  }

  /** The rule's limit times `scale`, from 1 to MAX_HITS. */
  private scaled(rule: RateRule): number {
    return Math.min(MAX_HITS, Math.max(1, Math.floor(rule.limit * (this.options.scale ?? 1))));
  }

  async reset(key: string): Promise<void> {
    await this.orm.em.getConnection().execute('delete from rate_limit where key = ?', [key]);
  }

  /** Forgets every counter (tests). */
  async clear(): Promise<void> {
    await this.orm.em.getConnection().execute('delete from rate_limit');
  }

  /** Now and then, drops windows that ended more than an hour ago (any process may do it). */
  private sweepNow(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    this.orm.em
      .getConnection()
      .execute(`delete from rate_limit where reset_at < to_timestamp(?::float8 / 1000) - interval '1 hour'`, [now])
      .catch(() => undefined);
  }
}
