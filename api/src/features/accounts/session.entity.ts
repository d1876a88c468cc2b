import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** A signed-in browser or API client. Only the SHA-256 of the bearer token is stored. */
@Entity({ tableName: 'auth_session' })
export class Session {
  [OptionalProps]?: 'createdAt' | 'lastSeenAt' | 'revokedAt' | 'userAgent';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index()
  user!: User;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastSeenAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  userAgent: string | null = null;
}
