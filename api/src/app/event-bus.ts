import pg from 'pg';
import type { Logger } from '../logger.js';

/** A fact that happened. Carries ids, not data. */
export interface DomainEvent {
  type: string;
  [key: string]: unknown;
}

/** An event as read back from the log: its `cursor` (the log id, as a string) and `audience` added. */
export interface LoggedEvent extends DomainEvent {
  cursor: string;
  audience: string;
}

export type EventHandler = (event: LoggedEvent) => void;

export interface EventBusHealth {
  /** `listening` when the LISTEN connection is up, `reconnecting` while it is being re-established. */
  state: 'listening' | 'reconnecting' | 'closed';
  /** Cursor of the newest event handed to subscribers by this process. */
  lastDelivered: string;
  /** Cursor of the newest event in the log. */
  newest: string;
  /** newest - lastDelivered: events committed but not yet delivered here. */
  lag: number;
}

export interface EventBus {
  /** Logs an event in a transaction of its own. Changes to data use `recordEvent` (app/event-log.ts) instead. */
  publish(event: DomainEvent, audience: string): Promise<void>;
  /** Calls `handler`, in log order, for every event of `type` ('*' for all). Returns the unsubscribe function. */
  subscribe(type: string, handler: EventHandler): () => void;
  /** The cursor of the newest event delivered to subscribers by this process. */
  lastDelivered(): string;
  /**
   * Events of `types` with cursors in (after, upTo], oldest first, at most `limit`; null when retention
   * already removed some event after `after` (the client must refetch instead of resuming).
   */
  readLog(after: string, upTo: string, types: readonly string[], limit: number): Promise<LoggedEvent[] | null>;
  /** The cursor of the newest event in the log (a position to resume from when no event was received yet). */
  newestCursor(): Promise<string>;
  /** Where a client's cursor stands: still in the log, older than it keeps, or past its newest event. */
  cursorStatus(cursor: string): Promise<'current' | 'expired' | 'ahead'>;
  /** Removes the events older than the retention (run hourly by itself). */
  removeExpired(): Promise<void>;
  health(): Promise<EventBusHealth>;
  close(): Promise<void>;
}

const CHANNEL = 'culturalink_events';
const BATCH = 1000;
const SAFETY_POLL_MS = 5_000;
const RETENTION_SWEEP_MS = 60 * 60 * 1000;
const MAX_BACKOFF_MS = 15_000;

interface LogRow {
  id: string;
  kind: string;
  subject: Record<string, unknown>;
  audience: string;
}

const toEvent = (row: LogRow): LoggedEvent => ({
  ...row.subject,
  type: row.kind,
  cursor: String(row.id),
  audience: row.audience,
});

/**
 * The event log (a transactional outbox) read by every API process. Changes write their events into
 * `event_log` in their own transaction; the commit NOTIFYs, which only wakes the listener here, and the
 * listener reads the new rows by id and hands them to subscribers in order. Ids become visible in id
 * order (migration 0030), so "everything after the last id delivered" is exactly what is missing.
 * The LISTEN connection reconnects with backoff for as long as the process lives and, once back, reads
 * whatever was committed meanwhile; a slow safety poll covers a lost notification.
 */
export async function createPostgresEventBus(
  databaseUrl: string,
  logger: Logger,
  options: { retentionDays: number },
): Promise<EventBus> {
  const handlers = new Map<string, Set<EventHandler>>();
  // a few connections for the log alone: reading it never waits behind the requests' pool
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  pool.on('error', (error) => logger.warn(`event log connection lost: ${error.message}`));
  let listener: pg.Client | null = null;
  let closed = false;
  let attempts = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const newestId = async (): Promise<number> =>
    Number(
      (
        await pool.query<{ id: string }>(
          'select greatest((select max(id) from event_log), (select last_removed_id from event_log_horizon), 0) as id',
        )
      ).rows[0]!.id,
    );
  let lastDelivered = await newestId();

  const dispatch = (event: LoggedEvent) => {
    for (const key of [event.type, '*']) {
      for (const handler of handlers.get(key) ?? []) {
        try {
          handler(event);
        } catch (error) {
          logger.error(`event handler for ${event.type} failed`, error);
        }
      }
    }
  };

  let draining = false;
  let again = false;
  /** Reads and delivers every event after `lastDelivered`; concurrent wake-ups coalesce into one more pass. */
  const drain = async (): Promise<void> => {
    if (draining) {
      again = true;
      return;
    }
    draining = true;
    try {
      do {
        again = false;
        for (;;) {
          const { rows } = await pool.query<LogRow>(
            'select id, kind, subject, audience from event_log where id > $1 order by id limit $2',
            [lastDelivered, BATCH],
          );
          for (const row of rows) {
            if (closed) return;
            lastDelivered = Number(row.id);
            dispatch(toEvent(row));
          }
          if (rows.length < BATCH) break;
        }
      } while (again && !closed);
    } catch (error) {
      // the database is unreachable: the reconnect (or the next safety poll) reads from where we stopped
      logger.warn(`could not read the event log: ${(error as Error).message}`);
    } finally {
      draining = false;
    }
  };
  const wake = () => {
    if (!closed) void drain();
  };

  const scheduleReconnect = (reason: string) => {
    if (closed || reconnectTimer) return;
    const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** attempts) * (0.75 + Math.random() * 0.5);
    attempts += 1;
    logger.warn(`event listener lost its connection (${reason}); reconnecting in ${Math.round(delay)} ms`);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connectListener();
    }, delay);
  };

  const connectListener = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = null;
      void client.end().catch(() => undefined);
      scheduleReconnect(reason);
    };
    client.on('error', (error) => onLost(error.message));
    client.on('end', () => onLost('connection ended'));
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) wake();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      onLost((error as Error).message);
      return;
    }
    if (lost || closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    if (attempts > 0) logger.info('event listener reconnected; catching up from the log');
    attempts = 0;
    wake(); // whatever was committed while we were away
  };

  const retentionSeconds = options.retentionDays * 24 * 60 * 60;
  const sweep = async () => {
    try {
      await pool.query(
        `with gone as (delete from event_log where created_at < now() - make_interval(secs => $1) returning id)
         update event_log_horizon set last_removed_id = greatest(last_removed_id, (select max(id) from gone))
         where exists (select 1 from gone)`,
        [retentionSeconds],
      );
    } catch (error) {
      logger.warn(`could not clean the event log: ${(error as Error).message}`);
    }
  };

  await connectListener();
  if (!listener) throw new Error('could not LISTEN for events');
  const poll = setInterval(wake, SAFETY_POLL_MS);
  poll.unref();
  const sweeper = setInterval(() => void sweep(), RETENTION_SWEEP_MS);
  sweeper.unref();
  void sweep();

  return {
    async publish(event, audience) {
      const { type, ...subject } = event;
      await pool.query('insert into event_log (kind, subject, audience) values ($1, $2, $3)', [
        type,
        JSON.stringify(subject),
        audience,
      ]);
    },
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set<EventHandler>();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    },
    lastDelivered: () => String(lastDelivered),
    newestCursor: async () => String(await newestId()),
    removeExpired: sweep,
    async cursorStatus(cursor) {
      const { rows } = await pool.query<{ horizon: string; newest: string }>(
        `select coalesce((select last_removed_id from event_log_horizon), 0) as horizon,
           greatest((select max(id) from event_log), (select last_removed_id from event_log_horizon), 0) as newest`,
      );
      const position = Number(cursor);
      if (position < Number(rows[0]!.horizon)) return 'expired';
      return position > Number(rows[0]!.newest) ? 'ahead' : 'current';
    },
    async readLog(after, upTo, types, limit) {
      const client = await pool.connect();
      try {
        // one snapshot for the horizon and the rows, so a sweep between the two cannot hide a gap
        await client.query('begin isolation level repeatable read read only');
        const horizon = await client.query<{ id: string }>('select last_removed_id as id from event_log_horizon');
        if (Number(after) < Number(horizon.rows[0]?.id ?? 0)) return null;
        const { rows } = await client.query<LogRow>(
          `select id, kind, subject, audience from event_log
           where id > $1 and id <= $2 and kind = any($3) order by id limit $4`,
          [after, upTo, types, limit],
        );
        return rows.map(toEvent);
      } finally {
        await client.query('rollback').catch(() => undefined);
        client.release();
      }
    },
    async health() {
      const newest = await newestId();
      return {
        state: closed ? 'closed' : listener ? 'listening' : 'reconnecting',
        lastDelivered: String(lastDelivered),
        newest: String(newest),
        lag: Math.max(0, newest - lastDelivered),
      };
    },
    async close() {
      closed = true;
      clearInterval(poll);
      clearInterval(sweeper);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await listener?.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}
