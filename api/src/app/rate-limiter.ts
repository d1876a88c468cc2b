import { rateLimited } from './errors.js';

export interface RateRule {
  /** How many hits are allowed in the window. */
  limit: number;
  windowMs: number;
}

/**
 * A fixed set of sliding-window counters kept in this process's memory. Enough for one API process;
 * several processes each enforce the limit on their own share of the traffic.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  /**
   * `scale` multiplies every limit: 1 in production; the end-to-end suite, where every simulated member
   * signs up from 127.0.0.1 within a few minutes, runs with RATE_LIMIT_SCALE set higher.
   */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly scale = 1,
  ) {}

  /** Records a hit for `key`, or throws RATE_LIMITED with the seconds until the next hit is allowed. */
  consume(key: string, rule: RateRule, message?: string): void {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - rule.windowMs);
    if (recent.length >= rule.limit * this.scale) {
      this.hits.set(key, recent);
      throw rateLimited((recent[0] + rule.windowMs - now) / 1000, message);
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.sweep(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => t < now - 3_600_000)) this.hits.delete(key);
    }
  }
}
