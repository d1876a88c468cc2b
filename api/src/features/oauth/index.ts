/** The public surface of the OAuth feature: other features and the app import only from here. */
export { AUTHORIZATION_CODE_LIFETIME_S, OAUTH_TOKEN_RATE } from './oauth-limits.js';
export { OAuthApp } from './oauth-app.entity.js';
export { OAuthAuthorizationCode } from './oauth-authorization-code.entity.js';
export { OAuthRefreshToken } from './oauth-refresh-token.entity.js';
