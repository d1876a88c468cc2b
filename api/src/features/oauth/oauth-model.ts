import type { EntityManager } from '@mikro-orm/postgresql';
import type OAuth2Server from '@node-oauth/oauth2-server';
import type { AppServices } from '../../app/services.js';
import { hashToken } from '../accounts/index.js';
import { User } from '../accounts/user.entity.js';
import { AccessToken } from '../access-tokens/access-token.entity.js';
import { newOAuthAccessTokenSecret } from '../access-tokens/index.js';
import { isConfidential, OAuthApp } from './oauth-app.entity.js';
import { OAuthAuthorizationCode } from './oauth-authorization-code.entity.js';
import { OAuthRefreshToken } from './oauth-refresh-token.entity.js';
import { oauthScopeNames, tokenScopesOf } from './oauth-scopes.js';
import { newAuthorizationCode, newRefreshToken, secretMatches } from './oauth-secrets.js';
import { revokeGrants } from './revoke-grants.js';

type Model = OAuth2Server.AuthorizationCodeModel & OAuth2Server.RefreshTokenModel;

/** What the library calls a client: one of our apps. */
export interface OAuthClient extends OAuth2Server.Client {
  id: string;
  appId: string;
  name: string;
  redirectUris: string[];
  grants: string[];
  confidential: boolean;
}

export const clientOf = (app: OAuthApp): OAuthClient => ({
  id: app.clientId,
  appId: app.id,
  name: app.name,
  redirectUris: app.redirectUris,
  grants: ['authorization_code', 'refresh_token'],
  confidential: isConfidential(app),
});

/**
 * Finds the app of a client id; with `authenticate` (the token and revocation endpoints), a confidential app
 * must present its secret and a public one none.
 */
export async function findClient(
  em: EntityManager,
  clientId: unknown,
  clientSecret: unknown,
  authenticate: boolean,
): Promise<OAuthClient | null> {
  if (typeof clientId !== 'string' || clientId.length > 64) return null;
  const app = await em.findOne(OAuthApp, { clientId });
  if (!app) return null;
  if (authenticate) {
    if (app.secretHash) {
      if (typeof clientSecret !== 'string' || !secretMatches(clientSecret, app.secretHash)) return null;
    } else if (clientSecret) return null;
  }
  return clientOf(app);
}

/**
 * The storage @node-oauth/oauth2-server works through, for one request. Codes and refresh tokens are
 * stored as SHA-256 only; access tokens are rows of `access_token` (the same kind as personal tokens, so the
 * same scope checks, expiry, last use and socket closing apply) tied to the app and the grant. A code or a
 * refresh token presented again after its use revokes every token of its grant (RFC 6749 §4.1.2, §10.4).
 */
export function oauthModel(services: AppServices, em: EntityManager, options: { authenticate: boolean }): Model {
  /** The grant (authorization code id) of the code or refresh token this request exchanges. */
  let grantId: string | null = null;
  let usedRow: string | null = null;

  return {
    getClient: (clientId, clientSecret) => findClient(em, clientId, clientSecret, options.authenticate),

    generateAuthorizationCode: async () => newAuthorizationCode(),
    generateAccessToken: async () => newOAuthAccessTokenSecret(),
    generateRefreshToken: async () => newRefreshToken(),

    async validateScope(_user, _client, scope) {
      const scopes = tokenScopesOf(scope);
      return scopes ? oauthScopeNames(scopes) : false;
    },

    async saveAuthorizationCode(code, client, user) {
      const row = em.create(OAuthAuthorizationCode, {
        codeHash: hashToken(code.authorizationCode),
        app: em.getReference(OAuthApp, (client as OAuthClient).appId),
        user: em.getReference(User, user.id as string),
        redirectUri: code.redirectUri,
        scopes: tokenScopesOf(code.scope) ?? [],
        codeChallenge: code.codeChallenge ?? '',
        expiresAt: code.expiresAt,
      });
      await em.flush();
      return { ...code, client, user, id: row.id };
    },

    async getAuthorizationCode(authorizationCode) {
      const row = await em.findOne(
        OAuthAuthorizationCode,
        { codeHash: hashToken(authorizationCode) },
        { populate: ['app'] },
      );
      if (!row) return false;
      if (row.usedAt) {
        await revokeGrants(services, em, { grantId: row.id });
        return false;
      }
      grantId = row.id;
      return {
        authorizationCode,
        expiresAt: row.expiresAt,
        redirectUri: row.redirectUri,
        scope: oauthScopeNames(row.scopes),
        client: clientOf(row.app),
        user: { id: row.user.id },
        codeChallenge: row.codeChallenge,
        codeChallengeMethod: 'S256',
      };
    },

    async revokeAuthorizationCode() {
      if (!grantId) return false;
      return (await em.nativeUpdate(OAuthAuthorizationCode, { id: grantId, usedAt: null }, { usedAt: new Date() })) > 0;
    },

    async getRefreshToken(refreshToken) {
      const row = await em.findOne(OAuthRefreshToken, { tokenHash: hashToken(refreshToken) }, { populate: ['app'] });
      if (!row) return false;
      if (row.revokedAt) {
        await revokeGrants(services, em, { grantId: row.grantId });
        return false;
      }
      grantId = row.grantId;
      usedRow = row.id;
      return {
        refreshToken,
        refreshTokenExpiresAt: row.expiresAt,
        scope: oauthScopeNames(row.scopes),
        client: clientOf(row.app),
        user: { id: row.user.id },
      };
    },

    async revokeToken() {
      if (!usedRow) return false;
      return (
        (await em.nativeUpdate(OAuthRefreshToken, { id: usedRow, revokedAt: null }, { revokedAt: new Date() })) > 0
      );
    },

    async saveToken(token, client, user) {
      const oauthClient = client as OAuthClient;
      if (!grantId) return false;
      const scopes = tokenScopesOf(token.scope) ?? [];
      const app = em.getReference(OAuthApp, oauthClient.appId);
      const owner = em.getReference(User, user.id as string);
      em.create(AccessToken, {
        user: owner,
        name: oauthClient.name.slice(0, 100),
        scopes,
        tokenHash: hashToken(token.accessToken),
        secretStart: token.accessToken.slice(0, 10),
        expiresAt: token.accessTokenExpiresAt ?? null,
        app,
        grantId,
      });
      if (token.refreshToken && token.refreshTokenExpiresAt)
        em.create(OAuthRefreshToken, {
          tokenHash: hashToken(token.refreshToken),
          app,
          user: owner,
          grantId,
          scopes,
          expiresAt: token.refreshTokenExpiresAt,
        });
      await em.flush();
      return { ...token, client, user };
    },

    // Bearer tokens are checked by the app's own door (app/scope.ts), never by the library's authenticate().
    getAccessToken: async () => false,
  };
}
