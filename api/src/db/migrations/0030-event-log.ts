import { Migration } from '@mikro-orm/migrations';

/**
 * The event log (transactional outbox, see app/event-bus.ts). A row is written in the same transaction as
 * the change it reports. Ids are handed out under a transaction-scoped advisory lock taken by a BEFORE
 * INSERT trigger, so they become visible in id order: a reader that has seen id N never later sees a
 * smaller id commit. A statement trigger NOTIFYs (delivered at commit) only to wake the listeners, which
 * then read the new rows by id.
 */
export class EventLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "event_log" (
      "id" bigserial primary key,
      "kind" varchar(60) not null,
      "subject" jsonb not null,
      "audience" varchar(100) not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql('alter table "event_log" alter column "id" drop default;');
    this.addSql('create index if not exists "event_log_created_at_index" on "event_log" ("created_at");');
    // the newest id retention has removed: a resume cursor below it may have missed events
    this.addSql(`create table if not exists "event_log_horizon" (
      "singleton" boolean primary key default true check ("singleton"),
      "last_removed_id" bigint not null default 0
    );`);
    this.addSql(
      'insert into "event_log_horizon" ("singleton", "last_removed_id") values (true, 0) on conflict do nothing;',
    );
    this.addSql(`create or replace function "event_log_assign_id"() returns trigger language plpgsql as $$
      begin
        perform pg_advisory_xact_lock(7306202611);
        new.id := nextval(pg_get_serial_sequence('event_log', 'id'));
        return new;
      end $$;`);
    this.addSql(`create trigger "event_log_assign_id" before insert on "event_log"
      for each row execute function "event_log_assign_id"();`);
    this.addSql(`create or replace function "event_log_wake"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('culturalink_events', '');
        return null;
      end $$;`);
    this.addSql(`create trigger "event_log_wake" after insert on "event_log"
      for each statement execute function "event_log_wake"();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "event_log";');
    this.addSql('drop table if exists "event_log_horizon";');
    this.addSql('drop function if exists "event_log_assign_id"();');
    this.addSql('drop function if exists "event_log_wake"();');
  }
}
