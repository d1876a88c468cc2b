import { randomBytes } from 'node:crypto';

/** Every personal access token starts with this, so secret scanners and people recognise one. */
export const ACCESS_TOKEN_PREFIX = 'clpat_';

/** A new 256-bit secret: the prefix and 43 base64url characters. */
export const newAccessTokenSecret = () => ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');

export const isAccessTokenSecret = (token: string) => token.startsWith(ACCESS_TOKEN_PREFIX);
