import { Migration } from '@mikro-orm/migrations';

/**
 * Event ids are handed out in commit order at commit time, not at insert time (see 0030). Before, the
 * BEFORE INSERT trigger took the event log's advisory lock when the event row was inserted, so every
 * transaction that logs an event held it through its remaining statements and the client's round trips
 * until its commit: under load (a like while thousands of sockets receive deliveries) likes queued for
 * seconds behind each other's open transactions. Now the insert takes a provisional id from the sequence
 * without a lock, and a deferred constraint trigger, run as the transaction commits, takes the lock and
 * renumbers the row with a fresh id. The lock is held only for the commit itself, and ids still become
 * visible in id order: a reader that has seen id N never later sees a smaller id commit.
 */
export class EventLogOrderAtCommit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "event_log_assign_id"() returns trigger language plpgsql as $$
      begin
        new.id := nextval(pg_get_serial_sequence('event_log', 'id'));
        return new;
      end $$;`);
    this.addSql(`create or replace function "event_log_order"() returns trigger language plpgsql as $$
      begin
        perform pg_advisory_xact_lock(7306202611);
        update "event_log" set "id" = nextval(pg_get_serial_sequence('event_log', 'id')) where "id" = new.id;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger "event_log_order" after insert on "event_log"
      deferrable initially deferred for each row execute function "event_log_order"();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists "event_log_order" on "event_log";');
    this.addSql('drop function if exists "event_log_order"();');
    this.addSql(`create or replace function "event_log_assign_id"() returns trigger language plpgsql as $$
      begin
        perform pg_advisory_xact_lock(7306202611);
        new.id := nextval(pg_get_serial_sequence('event_log', 'id'));
        return new;
      end $$;`);
  }
}
