import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../accounts/index.js';

/** Prefixes that tell people and secret scanners what a string is. (OAuth access tokens: `cloat_`, in access-tokens.) */
export const CLIENT_ID_PREFIX = 'clapp_';
export const CLIENT_SECRET_PREFIX = 'clcs_';
export const REFRESH_TOKEN_PREFIX = 'clort_';
export const AUTHORIZATION_CODE_PREFIX = 'clcode_';

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

export const newClientId = () => CLIENT_ID_PREFIX + random(16);
export const newClientSecret = () => CLIENT_SECRET_PREFIX + random(32);
export const newRefreshToken = () => REFRESH_TOKEN_PREFIX + random(32);
export const newAuthorizationCode = () => AUTHORIZATION_CODE_PREFIX + random(32);

/** Whether `secret` hashes to `hash` (SHA-256 hex), compared in constant time. */
export function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashToken(secret), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
