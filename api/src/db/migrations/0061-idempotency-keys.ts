import { Migration } from '@mikro-orm/migrations';

/** `Idempotency-Key` records (features/idempotency): the first answer per member and key, for 24 hours. */
export class IdempotencyKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "idempotency_key" ("user_id" uuid not null references "app_user" ("id") on delete cascade, "key" varchar(255) not null, "fingerprint" varchar(64) not null, "response" jsonb null, "created_at" timestamptz not null default now(), constraint "idempotency_key_pkey" primary key ("user_id", "key"));`,
    );
    this.addSql(`create index "idempotency_key_created_at_index" on "idempotency_key" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_key" cascade;`);
  }
}
