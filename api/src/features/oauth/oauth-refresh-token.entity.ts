import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { TokenScope } from '../../kernel/token-scopes.js';
import { User } from '../accounts/user.entity.js';
import { OAuthApp } from './oauth-app.entity.js';

/** A refresh token of an app: used once (rotation), only its SHA-256 stored. */
@Entity({ tableName: 'oauth_refresh_token' })
export class OAuthRefreshToken {
  [OptionalProps]?: 'createdAt' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne(() => OAuthApp, { deleteRule: 'cascade' })
  @Index()
  app!: OAuthApp;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index()
  user!: User;

  /** The authorization code this token descends from (see OAuthAuthorizationCode). */
  @Property({ type: 'uuid' })
  @Index()
  grantId!: string;

  @Property({ type: ArrayType, columnType: 'text[]' })
  scopes!: TokenScope[];

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;
}
