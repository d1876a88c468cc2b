import { randomBytes } from 'node:crypto';

/** Every personal access token starts with this, so secret scanners and people recognise one. */
export const ACCESS_TOKEN_PREFIX = 'clpat_';

/** A new 256-bit secret: the prefix and 43 base64url characters. */
export const newAccessTokenSecret = () => ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');

/** Every OAuth access token (issued to an app) starts with this. */
export const OAUTH_ACCESS_TOKEN_PREFIX = 'cloat_';

/** A new OAuth access token: as strong as a personal one, with the OAuth prefix. */
export const newOAuthAccessTokenSecret = () => OAUTH_ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');

/** A personal or OAuth access token (both live in `access_token`), rather than a session token. */
export const isAccessTokenSecret = (token: string) =>
  token.startsWith(ACCESS_TOKEN_PREFIX) || token.startsWith(OAUTH_ACCESS_TOKEN_PREFIX);
