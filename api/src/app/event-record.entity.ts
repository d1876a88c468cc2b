import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One row of the event log (table and triggers: migrations 0030-event-log and 0080-event-log-order-at-commit). Written through
 * `recordEvent` in the same flush, hence the same transaction, as the change it reports; the id is
 * assigned by the database in commit order and is the event's cursor.
 */
@Entity({ tableName: 'event_log' })
export class EventRecord {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /** The event type, e.g. `post.likeChanged`. */
  @Property({ type: 'string', length: 60 })
  kind!: string;

  /** The ids the event concerns (never the data itself: listeners load it under the viewer's rights). */
  @Property({ type: 'json' })
  subject!: Record<string, unknown>;

  /** Who may hear of it, see `Audience`. */
  @Property({ type: 'string', length: 100 })
  audience!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date;
}
