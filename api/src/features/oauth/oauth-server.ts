import type { EntityManager } from '@mikro-orm/postgresql';
import OAuth2Server from '@node-oauth/oauth2-server';
import type { AppServices } from '../../app/services.js';
import {
  AUTHORIZATION_CODE_LIFETIME_S,
  OAUTH_ACCESS_TOKEN_LIFETIME_S,
  OAUTH_REFRESH_TOKEN_LIFETIME_S,
} from './oauth-limits.js';
import { oauthModel } from './oauth-model.js';

/**
 * The OAuth 2 server (@node-oauth/oauth2-server) for one request: authorization code with PKCE (S256 only:
 * the library refuses `plain` by default, and authorization-request.ts asks for S256) and refresh tokens with rotation. Public apps need no secret on the token endpoint
 * (PKCE proves them); confidential apps must send theirs (see `findClient`).
 */
export function oauthServer(services: AppServices, em: EntityManager, options: { authenticate: boolean }) {
  return new OAuth2Server({
    model: oauthModel(services, em, options),
    authorizationCodeLifetime: AUTHORIZATION_CODE_LIFETIME_S,
    accessTokenLifetime: OAUTH_ACCESS_TOKEN_LIFETIME_S,
    refreshTokenLifetime: OAUTH_REFRESH_TOKEN_LIFETIME_S,
    allowEmptyState: true,
    alwaysIssueNewRefreshToken: true,
    requireClientAuthentication: { authorization_code: false, refresh_token: false },
  });
}

export { OAuth2Server };
