import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { TokenScope } from '../../kernel/token-scopes.js';
import { User } from '../accounts/user.entity.js';
import { OAuthApp } from './oauth-app.entity.js';

/**
 * A single-use authorization code, bound to the app, the redirect URI, the scopes, the member and the PKCE
 * challenge. Its id names the grant: every token issued from it (and from their refreshes) carries it.
 */
@Entity({ tableName: 'oauth_authorization_code' })
export class OAuthAuthorizationCode {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 64, unique: true })
  codeHash!: string;

  @ManyToOne(() => OAuthApp, { deleteRule: 'cascade' })
  @Index()
  app!: OAuthApp;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index()
  user!: User;

  @Property({ type: 'text' })
  redirectUri!: string;

  @Property({ type: ArrayType, columnType: 'text[]' })
  scopes!: TokenScope[];

  /** BASE64URL(SHA-256(code_verifier)): only S256 is accepted. */
  @Property({ type: 'string', length: 128 })
  codeChallenge!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
