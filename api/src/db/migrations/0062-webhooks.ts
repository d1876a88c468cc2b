import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (features/webhooks): endpoints members register, their delivery log, the dispatcher's position
 * in the event log, and a trigger that queues the dispatcher (a graphile-worker job, one at a time by its
 * job key) whenever events are logged while some webhook is active. graphile-worker's own schema is
 * installed by db/orm.ts right after these migrations.
 */
export class Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook" ("id" uuid not null, "owner_id" uuid not null, "url" varchar(2000) not null, "secret" varchar(100) not null, "kinds" text[] not null, "scopes" text[] not null, "since_event_id" bigint not null, "created_at" timestamptz not null, "consecutive_failures" int not null default 0, "disabled_at" timestamptz null, "disabled_reason" varchar(300) null, constraint "webhook_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "webhook_owner_id_index" on "webhook" ("owner_id");`);
    this.addSql(
      `alter table "webhook" add constraint "webhook_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "webhook_delivery" ("id" uuid not null, "webhook_id" uuid not null, "event_id" bigint null, "kind" varchar(60) not null, "payload" jsonb not null, "status" varchar(20) not null, "attempts" int not null default 0, "created_at" timestamptz not null, "last_attempt_at" timestamptz null, "next_attempt_at" timestamptz null, "response_status" int null, "error" varchar(500) null, "duration_ms" int null, constraint "webhook_delivery_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_delivery_webhook_id_created_at_index" on "webhook_delivery" ("webhook_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(`create index "webhook_delivery_created_at_index" on "webhook_delivery" ("created_at");`);
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_webhook_id_foreign" foreign key ("webhook_id") references "webhook" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "webhook_cursor" ("id" int not null, "last_event_id" bigint not null, constraint "webhook_cursor_pkey" primary key ("id"));`,
    );
    this.addSql(`insert into "webhook_cursor" ("id", "last_event_id") select 1, coalesce(max(id), 0) from event_log;`);
    this.addSql(`create or replace function webhook_wake() returns trigger language plpgsql as $$
begin
  if exists (select 1 from webhook where disabled_at is null) then
    perform graphile_worker.add_job('webhook_dispatch', '{}'::json, job_key := 'webhook_dispatch');
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger "event_log_wakes_webhooks" after insert on "event_log" for each statement execute function webhook_wake();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "event_log_wakes_webhooks" on "event_log";`);
    this.addSql(`drop function if exists webhook_wake();`);
    this.addSql(`drop table if exists "webhook_cursor" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook" cascade;`);
  }
}
