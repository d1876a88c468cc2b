import { badInput, forbidden, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import type { TokenScope } from '../../kernel/token-scopes.js';
import { OAuthApp } from './oauth-app.entity.js';
import { hasLiveConsent } from './consent.js';
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
 * `redirect_uri?error=…&error_description=…&state=…` (RFC 6749 §4.1.2.1), the redirect URI's own query kept.
 * `state` is repeated only when it is valid (a bad state is itself the error).
 */
export function authorizationErrorAddress(
  redirectUri: string,
  error: string,
  description: string,
  state?: string | null,
): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (state && validState(state)) url.searchParams.set('state', state);
  return url.toString();
}

const validState = (state: string) => state.length <= STATE_MAX && VSCHAR.test(state);

/**
 * A refusal of a request whose app and redirect URI are known: BAD_USER_INPUT naming the parameter, carrying in
 * `redirectTo` the address that tells the app (RFC 6749 §4.1.2.1).
 */
function refuseBack(input: AuthorizationRequestInput, field: string, error: string, message: string) {
  const refusal = refuse(field, message);
  refusal.details.redirectTo = authorizationErrorAddress(input.redirectUri, error, message, input.state);
  return refusal;
}

/**
 * Checks an authorization request for the consent screen of the signed-in member (from a session: an app
 * cannot approve itself with a token). An unknown client or an unregistered redirect URI is an error the screen
 * shows, and the browser goes nowhere; once both are known, any other problem (response type, PKCE, state,
 * scope) is a BAD_USER_INPUT whose `details.redirectTo` sends the browser back to the app with `error=`.
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
  if (input.responseType !== 'code')
    throw refuseBack(input, 'responseType', 'unsupported_response_type', 'Only response_type=code is supported.');
  if (input.codeChallengeMethod !== 'S256')
    throw refuseBack(
      input,
      'codeChallengeMethod',
      'invalid_request',
      'PKCE is required, with code_challenge_method=S256.',
    );
  if (!S256_CHALLENGE.test(input.codeChallenge ?? ''))
    throw refuseBack(
      input,
      'codeChallenge',
      'invalid_request',
      'code_challenge must be the 43-character BASE64URL SHA-256 of the verifier.',
    );
  if (input.state && !validState(input.state))
    throw refuseBack(input, 'state', 'invalid_request', `state is at most ${STATE_MAX} printable ASCII characters.`);
  const scopes = tokenScopesOf(splitScope(input.scope));
  if (!scopes)
    throw refuseBack(input, 'scope', 'invalid_scope', 'Unknown scope: ask for read, write or notifications.');
  return { app, scopes };
}

/** What the consent screen shows of a checked request: the app, who registered it, the scopes, where it goes back. */
export async function describeAuthorizationRequest(
  scope: RequestScope,
  input: AuthorizationRequestInput,
): Promise<{ appName: string; developer: string; scopes: TokenScope[]; redirectUri: string; alreadyAllowed: boolean }> {
  const { app, scopes } = await checkAuthorizationRequest(scope, input);
  await scope.em.populate(app, ['owner']);
  const alreadyAllowed = await hasLiveConsent(scope, app, scopes);
  return { appName: app.name, developer: app.owner.username, scopes, redirectUri: input.redirectUri, alreadyAllowed };
}
