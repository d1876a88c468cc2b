import pg from 'pg';
import type { Logger } from '../logger.js';

/** A fact that happened, published only after the transaction that made it committed. Carries ids, not data. */
export interface DomainEvent {
  type: string;
  [key: string]: unknown;
}

export type EventHandler = (event: DomainEvent) => void;

export interface EventBus {
  publish(event: DomainEvent): Promise<void>;
  /** Calls `handler` for every event of `type` ('*' for all). Returns the unsubscribe function. */
  subscribe(type: string, handler: EventHandler): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'culturalink_events';

/**
 * Events travel through PostgreSQL LISTEN/NOTIFY, so every API process on the same database,
 * this one included, receives every event: one delivery path, and scaling out needs nothing new.
 */
export async function createPostgresEventBus(databaseUrl: string, logger: Logger): Promise<EventBus> {
  const handlers = new Map<string, Set<EventHandler>>();
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let listener: pg.Client | null = null;
  let closed = false;

  const dispatch = (event: DomainEvent) => {
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

  const connectListener = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        dispatch(JSON.parse(message.payload) as DomainEvent);
      } catch (error) {
        logger.error('unreadable event payload', error);
      }
    });
    client.on('error', (error) => {
      logger.warn(`event listener lost its connection: ${error.message}; reconnecting`);
      listener = null;
      if (!closed) setTimeout(() => void connectListener().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  };
  await connectListener();

  return {
    async publish(event) {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > 7900)
        throw new Error(`event ${event.type} is too large for NOTIFY; send ids only`);
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set<EventHandler>();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
