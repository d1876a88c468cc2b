import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Webhook } from './webhook.entity.js';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One event sent (or to be sent) to one webhook, with how its tries went: the webhook's delivery log. */
@Entity({ tableName: 'webhook_delivery' })
export class WebhookDelivery {
  [OptionalProps]?:
    | 'createdAt'
    | 'attempts'
    | 'lastAttemptAt'
    | 'nextAttemptAt'
    | 'responseStatus'
    | 'error'
    | 'durationMs'
    | 'eventId';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Webhook, { deleteRule: 'cascade', index: false })
  webhook!: Webhook;

  /** The event's id in the log (its cursor); null for a test delivery. */
  @Property({ type: 'bigint', nullable: true })
  eventId: string | null = null;

  @Property({ type: 'string', length: 60 })
  kind!: string;

  /** What is sent as the JSON body (signed afresh at each try). */
  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'string', length: 20 })
  status!: DeliveryStatus;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null = null;

  /** The HTTP status of the last try's answer; null when there was none (refused, timed out). */
  @Property({ type: 'integer', nullable: true })
  responseStatus: number | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  error: string | null = null;

  @Property({ type: 'integer', nullable: true })
  durationMs: number | null = null;
}
