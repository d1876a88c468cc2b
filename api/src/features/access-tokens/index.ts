/** The public surface of the access-tokens feature: other features and the app import only from here. */
export { isAccessTokenSecret, newOAuthAccessTokenSecret, OAUTH_ACCESS_TOKEN_PREFIX } from './access-token-secret.js';
export { AccessTokenScope } from './access-tokens.types.js';
export { findLiveAccessToken } from './find-live-access-token.js';
