import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/**
 * A third-party app a member registered for OAuth 2. Public apps (no secret) prove themselves with PKCE;
 * a confidential app also has a secret, of which only the SHA-256 is stored.
 */
@Entity({ tableName: 'oauth_app' })
export class OAuthApp {
  [OptionalProps]?: 'createdAt' | 'secretHash';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index()
  owner!: User;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** The public identifier apps send as `client_id`. */
  @Property({ type: 'string', length: 64, unique: true })
  clientId!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  secretHash: string | null = null;

  /** Exact redirect URIs: an authorization request must name one of them, character for character. */
  @Property({ type: ArrayType, columnType: 'text[]' })
  redirectUris!: string[];

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}

/** A confidential app (a server that keeps a secret) has a client secret; a public one relies on PKCE alone. */
export const isConfidential = (app: OAuthApp): boolean => app.secretHash !== null;
