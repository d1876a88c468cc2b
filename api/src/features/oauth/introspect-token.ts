import type { AppServices } from '../../app/services.js';
import { hashToken } from '../accounts/index.js';
import { AccessToken } from '../access-tokens/access-token.entity.js';
import { OAUTH_ACCESS_TOKEN_PREFIX } from '../access-tokens/index.js';
import { authenticatedClient } from './client-credentials.js';
import { OAuthRefreshToken } from './oauth-refresh-token.entity.js';
import { oauthScopeNames } from './oauth-scopes.js';
import { REFRESH_TOKEN_PREFIX } from './oauth-secrets.js';

/** RFC 7662 §2.2: `{ active: false }` alone for anything not live, else what the token is. */
export type IntrospectionAnswer =
  | { active: false }
  | {
      active: true;
      scope: string;
      client_id: string;
      username: string;
      sub: string;
      token_type: 'Bearer' | 'refresh_token';
      exp?: number;
      iat: number;
    };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * RFC 7662 token introspection, for a resource server: only a confidential app, authenticated with its secret,
 * may ask, and only about the tokens issued to it (any other token, personal ones included, is `active: false`,
 * as an unknown or dead one is: the answer tells nothing about other apps' tokens).
 */
export async function introspectToken(
  services: AppServices,
  authorization: string | undefined,
  body: Record<string, string>,
): Promise<IntrospectionAnswer | 'invalid_client' | 'invalid_request'> {
  const em = services.orm.em.fork();
  const client = await authenticatedClient(em, authorization, body);
  if (!client?.confidential) return 'invalid_client';
  const token = body.token;
  if (!token) return 'invalid_request';
  const now = new Date();
  const live = { revokedAt: null, app: client.appId };
  if (token.startsWith(OAUTH_ACCESS_TOKEN_PREFIX)) {
    const row = await em.findOne(AccessToken, { tokenHash: hashToken(token), ...live }, { populate: ['user'] });
    if (!row || (row.expiresAt && row.expiresAt <= now)) return { active: false };
    return {
      active: true,
      scope: oauthScopeNames(row.scopes).join(' '),
      client_id: client.id,
      username: row.user.username,
      sub: row.user.id,
      token_type: 'Bearer',
      ...(row.expiresAt ? { exp: seconds(row.expiresAt) } : {}),
      iat: seconds(row.createdAt),
    };
  }
  if (token.startsWith(REFRESH_TOKEN_PREFIX)) {
    const row = await em.findOne(OAuthRefreshToken, { tokenHash: hashToken(token), ...live }, { populate: ['user'] });
    if (!row || row.expiresAt <= now) return { active: false };
    return {
      active: true,
      scope: oauthScopeNames(row.scopes).join(' '),
      client_id: client.id,
      username: row.user.username,
      sub: row.user.id,
      token_type: 'refresh_token',
      exp: seconds(row.expiresAt),
      iat: seconds(row.createdAt),
    };
  }
  return { active: false };
}
