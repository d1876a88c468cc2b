import { AppError } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { AccessToken } from '../access-tokens/access-token.entity.js';
import { registerOAuthApp } from './register-oauth-app.js';

/** An RFC 7591 §3.2.2 error, or the §3.3 answer to a caller who may not register. */
export interface RegistrationRefusal {
  status: number;
  error: string;
  description: string;
}

const refusal = (status: number, error: string, description: string): RegistrationRefusal => ({
  status,
  error,
  description,
});

const AUTH_METHODS = new Set(['none', 'client_secret_basic', 'client_secret_post']);
const GRANT_TYPES = new Set(['authorization_code', 'refresh_token']);

const stringList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;

/**
 * RFC 7591 dynamic client registration, with the member's own credential as the initial access token (§3): a
 * session token or a personal access token with the `write` scope, never an app's token (an app does not
 * register apps). The app is the member's, as if registered in Developer settings, and counts toward the same
 * limit. `token_endpoint_auth_method: none` is a public app (PKCE alone); any other (default
 * `client_secret_basic`) a confidential one, whose `client_secret` is in this answer only.
 */
export async function registerClient(
  scope: RequestScope,
  metadata: unknown,
): Promise<{ status: 201; body: Record<string, unknown> } | RegistrationRefusal> {
  if (!scope.viewer) return refusal(401, 'invalid_token', 'Send a session or personal access token as Bearer.');
  if (scope.accessToken) {
    const token = await scope.em.findOne(AccessToken, { id: scope.accessToken.id }, { fields: ['app'] });
    if (token?.app) return refusal(403, 'insufficient_scope', 'An app’s token cannot register apps.');
    if (!scope.scopes.has('WRITE')) return refusal(403, 'insufficient_scope', 'The token needs the write scope.');
  }
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
    return refusal(400, 'invalid_client_metadata', 'Send the client metadata as a JSON object.');
  const fields = metadata as Record<string, unknown>;
  const redirectUris = stringList(fields.redirect_uris);
  if (!redirectUris) return refusal(400, 'invalid_redirect_uri', 'redirect_uris is an array of strings.');
  const method = fields.token_endpoint_auth_method ?? 'client_secret_basic';
  if (typeof method !== 'string' || !AUTH_METHODS.has(method))
    return refusal(
      400,
      'invalid_client_metadata',
      'token_endpoint_auth_method is none, client_secret_basic or client_secret_post.',
    );
  const grantTypes =
    fields.grant_types === undefined ? ['authorization_code', 'refresh_token'] : stringList(fields.grant_types);
  if (!grantTypes || !grantTypes.every((grant) => GRANT_TYPES.has(grant)))
    return refusal(400, 'invalid_client_metadata', 'grant_types may name authorization_code and refresh_token only.');
  const responseTypes = fields.response_types === undefined ? ['code'] : stringList(fields.response_types);
  if (!responseTypes || !responseTypes.every((type) => type === 'code'))
    return refusal(400, 'invalid_client_metadata', 'response_types may name code only.');
  const name = fields.client_name;
  if (typeof name !== 'string') return refusal(400, 'invalid_client_metadata', 'client_name is required.');
  try {
    const { app, clientSecret } = await registerOAuthApp(scope, {
      name,
      redirectUris,
      confidential: method !== 'none',
    });
    return {
      status: 201,
      body: {
        client_id: app.clientId,
        ...(clientSecret ? { client_secret: clientSecret, client_secret_expires_at: 0 } : {}),
        client_id_issued_at: Math.floor(app.createdAt.getTime() / 1000),
        client_name: app.name,
        redirect_uris: app.redirectUris,
        token_endpoint_auth_method: method,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'BAD_USER_INPUT') throw error;
    const badUri = error.details.fieldErrors?.some((field) => field.field === 'redirectUris');
    return refusal(400, badUri ? 'invalid_redirect_uri' : 'invalid_client_metadata', error.message);
  }
}
