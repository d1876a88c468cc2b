import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { TokenScope } from '../../kernel/token-scopes.js';
import { User } from '../accounts/user.entity.js';

/**
 * An HTTPS endpoint a member registered to hear of event kinds (table made by migration 0062). Deliveries
 * are signed with `secret` (HMAC-SHA256), so it is kept as given to the owner, once, at creation.
 */
@Entity({ tableName: 'webhook' })
export class Webhook {
  [OptionalProps]?: 'createdAt' | 'consecutiveFailures' | 'disabledAt' | 'disabledReason';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index()
  owner!: User;

  @Property({ type: 'string', length: 2000 })
  url!: string;

  @Property({ type: 'string', length: 100, lazy: true })
  secret!: string;

  /** Event log kinds (e.g. `post.added`) it hears of. */
  @Property({ type: ArrayType, columnType: 'text[]' })
  kinds!: string[];

  /** What the credential that created it could do: what it may hear of (see webhook-audience.ts). */
  @Property({ type: ArrayType, columnType: 'text[]' })
  scopes!: TokenScope[];

  /** The newest event of the log when it was created: it hears only of later ones. */
  @Property({ type: 'bigint' })
  sinceEventId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  /** Deliveries in a row that failed every try; reset by a success. */
  @Property({ type: 'integer' })
  consecutiveFailures: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  disabledAt: Date | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  disabledReason: string | null = null;
}
