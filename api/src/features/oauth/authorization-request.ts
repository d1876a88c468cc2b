import { badInput, forbidden, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import type { TokenScope } from '../../kernel/token-scopes.js';
import { OAuthApp } from './oauth-app.entity.js';
import { splitScope, tokenScopesOf } from './oauth-scopes.js';

/** The parameters of `GET /oauth/authorize`, as the consent screen passes them on. */
export interface AuthorizationRequestInput {
  clientId: string;
  redirectUri: string;
  responseType: string;
  scope?: string | null;
  state?: string | null;
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
}

/** BASE64URL(SHA-256(verifier)) is 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** RFC 6749's VSCHAR: printable ASCII. */
const VSCHAR = /^[\x20-\x7e]*$/;
export const STATE_MAX = 500;

const refuse = (field: string, message: string) => badInput(message, [{ field, message }]);

/**
 * Checks an authorization request for the consent screen of the signed-in member (from a session: an app
 * cannot approve itself with a token). Any problem is an error the screen shows, and it never redirects:
 * an unknown client or an unregistered redirect URI above all, but also a missing PKCE challenge.
 */
export async function checkAuthorizationRequest(
  scope: RequestScope,
  input: AuthorizationRequestInput,
): Promise<{ app: OAuthApp; scopes: TokenScope[] }> {
  requireMember(scope);
  if (scope.accessToken) throw forbidden('Apps are approved from a signed-in session, not with a token.');
  const app = input.clientId.length <= 64 ? await scope.em.findOne(OAuthApp, { clientId: input.clientId }) : null;
  if (!app) throw notFound('No app has this client id.');
  if (!app.redirectUris.includes(input.redirectUri))
    throw refuse('redirectUri', 'This redirect URI is not registered for the app.');
  if (input.responseType !== 'code') throw refuse('responseType', 'Only response_type=code is supported.');
  if (input.codeChallengeMethod !== 'S256')
    throw refuse('codeChallengeMethod', 'PKCE is required, with code_challenge_method=S256.');
  if (!S256_CHALLENGE.test(input.codeChallenge ?? ''))
    throw refuse('codeChallenge', 'code_challenge must be the 43-character BASE64URL SHA-256 of the verifier.');
  if (input.state && (input.state.length > STATE_MAX || !VSCHAR.test(input.state)))
    throw refuse('state', `state is at most ${STATE_MAX} printable ASCII characters.`);
  const scopes = tokenScopesOf(splitScope(input.scope));
  if (!scopes) throw refuse('scope', 'Unknown scope: ask for read, write or notifications.');
  return { app, scopes };
}

/** What the consent screen shows of a checked request: the app, who registered it, the scopes, where it goes back. */
export async function describeAuthorizationRequest(
  scope: RequestScope,
  input: AuthorizationRequestInput,
): Promise<{ appName: string; developer: string; scopes: TokenScope[]; redirectUri: string }> {
  const { app, scopes } = await checkAuthorizationRequest(scope, input);
  await scope.em.populate(app, ['owner']);
  return { appName: app.name, developer: app.owner.username, scopes, redirectUri: input.redirectUri };
}
