/** An authorization code lives this long (seconds) and is good for one exchange. */
export const AUTHORIZATION_CODE_LIFETIME_S = 5 * 60;
/** An app's access token lives this long (seconds); the app refreshes it with its refresh token. */
export const OAUTH_ACCESS_TOKEN_LIFETIME_S = 60 * 60;
/** A refresh token lives this long (seconds) and is good for one refresh (rotation). */
export const OAUTH_REFRESH_TOKEN_LIFETIME_S = 30 * 24 * 60 * 60;
/** Calls to POST /oauth/token and /oauth/revoke per address per minute (docs/SECURITY.md lists it). */
export const OAUTH_TOKEN_RATE = { limit: 30, windowMs: 60_000 };
