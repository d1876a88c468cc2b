import { OAUTH_SCOPES } from './oauth-scopes.js';

/** Every way the token, revocation and introspection endpoints take a client's credentials. */
const CLIENT_AUTH = ['client_secret_basic', 'client_secret_post'];

/**
 * The authorization server's metadata (RFC 8414), served at `/.well-known/oauth-authorization-server`: a client
 * library discovers every endpoint from it. `origin` is the issuer: PUBLIC_URL, else the address the request came to.
 */
export function authorizationServerMetadata(origin: string) {
  return {
    issuer: origin,
    authorization_endpoint: `${origin}/oauth/authorize`,
    token_endpoint: `${origin}/oauth/token`,
    revocation_endpoint: `${origin}/oauth/revoke`,
    introspection_endpoint: `${origin}/oauth/introspect`,
    registration_endpoint: `${origin}/oauth/register`,
    scopes_supported: Object.keys(OAUTH_SCOPES),
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none', ...CLIENT_AUTH],
    revocation_endpoint_auth_methods_supported: ['none', ...CLIENT_AUTH],
    introspection_endpoint_auth_methods_supported: CLIENT_AUTH,
    service_documentation: `${origin}/graphql`,
  };
}
