import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit counters shared by every API process: one row per key (e.g. `login:ip:203.0.113.9`), a
 * fixed window that starts at the key's first hit. UNLOGGED: counters need no crash safety, and skipping
 * the write-ahead log keeps the per-request upsert cheap. See app/rate-limiter.ts.
 */
export class RateLimitCounters extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create unlogged table "rate_limit" ("key" text not null primary key, "hits" integer not null, "reset_at" timestamptz not null);',
    );
    this.addSql('create index "rate_limit_reset_at_idx" on "rate_limit" ("reset_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "rate_limit";');
  }
}
