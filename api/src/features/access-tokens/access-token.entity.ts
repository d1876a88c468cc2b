import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { TokenScope } from '../../kernel/token-scopes.js';
import { User } from '../accounts/user.entity.js';
import { OAuthApp } from '../oauth/oauth-app.entity.js';

/**
 * An access token: a named credential with scopes. Only the SHA-256 of its secret is stored. A personal access
 * token has no `app`; an OAuth access token was issued to an app (features/oauth) from a grant.
 */
@Entity({ tableName: 'access_token' })
export class AccessToken {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'revokedAt' | 'expiresAt' | 'app' | 'grantId';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index()
  user!: User;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: ArrayType, columnType: 'text[]' })
  scopes!: TokenScope[];

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** The first characters of the secret, shown in lists so the owner can tell tokens apart. */
  @Property({ type: 'string', length: 16 })
  secretStart!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  /** The OAuth app it was issued to; null for a personal access token. */
  @ManyToOne(() => OAuthApp, { deleteRule: 'cascade', nullable: true })
  @Index()
  app: OAuthApp | null = null;

  /** The authorization code (grant) an OAuth token descends from, so a replayed code revokes them all. */
  @Property({ type: 'uuid', nullable: true })
  @Index()
  grantId: string | null = null;
}
