/** The public surface of the access-tokens feature: other features and the app import only from here. */
export { isAccessTokenSecret } from './access-token-secret.js';
export { findLiveAccessToken } from './find-live-access-token.js';
