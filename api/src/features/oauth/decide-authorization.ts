import { AppError, badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { checkAuthorizationRequest, type AuthorizationRequestInput } from './authorization-request.js';
import { OAuth2Server, oauthServer } from './oauth-server.js';

/**
 * The member's answer on the consent screen. Allow: a single-use code (bound to the app, the redirect URI,
 * the scopes, the member and the PKCE challenge) and the address `redirect_uri?code&state`; Deny: the address
 * `redirect_uri?error=access_denied&state`; a request that is not valid but names a known app and redirect URI:
 * `redirect_uri?error=…&state`. The screen sends the browser there.
 */
export async function decideAuthorization(
  scope: RequestScope,
  input: AuthorizationRequestInput,
  allow: boolean,
): Promise<string> {
  try {
    await checkAuthorizationRequest(scope, input);
  } catch (error) {
    // the app and its redirect URI are known: it hears of the problem at its redirect URI (RFC 6749 §4.1.2.1)
    if (error instanceof AppError && error.details.redirectTo) return error.details.redirectTo;
    throw error;
  }
  const viewer = scope.viewer!;
  const body: Record<string, string> = {
    response_type: input.responseType,
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    code_challenge: input.codeChallenge ?? '',
    code_challenge_method: input.codeChallengeMethod ?? '',
    allowed: allow ? 'true' : 'false',
  };
  if (input.scope?.trim()) body.scope = input.scope.trim();
  if (input.state) body.state = input.state;
  const request = new OAuth2Server.Request({ method: 'POST', headers: {}, query: {}, body });
  const response = new OAuth2Server.Response();
  try {
    await oauthServer(scope.services, scope.em, { authenticate: false }).authorize(request, response, {
      authenticateHandler: { handle: () => ({ id: viewer.id }) },
    });
  } catch (error) {
    if (!(error instanceof OAuth2Server.OAuthError) || error instanceof OAuth2Server.ServerError) throw error;
    // a denial is an OAuthError with the redirect already built; any other refusal is shown, not redirected
    if (!(error instanceof OAuth2Server.AccessDeniedError)) throw badInput(error.message);
  }
  const location = response.get('location');
  if (typeof location !== 'string') throw badInput('The request could not be completed.');
  return location;
}
