import { randomUUID } from 'node:crypto';
import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** An e-mail captured locally because no SMTP server is configured. */
@Entity({ tableName: 'outbox_message' })
@Index({ name: 'outbox_message_to_created_idx', properties: ['to', 'createdAt'] })
export class OutboxMessage {
  [OptionalProps]?: 'createdAt' | 'html';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 254, fieldName: 'recipient' })
  to!: string;

  @Property({ type: 'string', length: 255 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text', nullable: true })
  html: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
