import { wrap, type EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readRows } from '../../db/prepared-query.js';
import type { TokenScope } from '../../kernel/token-scopes.js';
import { hashToken } from '../accounts/index.js';
import { User } from '../accounts/user.entity.js';
import { AccessToken } from './access-token.entity.js';

/** Last use is written at most this often per token. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface LiveAccessToken {
  id: string;
  user: User;
  scopes: TokenScope[];
  /** The OAuth app it was issued to; null for a personal access token. */
  appId: string | null;
}

const LIVE_ACCESS_TOKEN = `select t.id as token_id, t.scopes as token_scopes, t.last_used_at as token_last_used_at, t.app_id as token_app_id,
  u.id, u.username, u.email, u.full_name, u.country, u.is_admin, u.is_active, u.is_private, u.photo_path, u.photo_thumb_path,
  u.created_at, u.updated_at
  from access_token t join app_user u on u.id = t.user_id
  where t.token_hash = ? and t.revoked_at is null and (t.expires_at is null or t.expires_at > now()) and u.is_active`;

/**
 * The live token for a secret: not revoked, not expired, of an active member. An ADMIN scope counts
 * only while its member is an administrator. Records the last use (at most once a minute).
 */
export async function findLiveAccessToken(em: EntityManager, secret: string): Promise<LiveAccessToken | null> {
  const [row] = await readRows<Record<string, unknown>>(em, LIVE_ACCESS_TOKEN, [hashToken(secret)]);
  if (!row) return null;
  const {
    token_id: id,
    token_scopes: rawScopes,
    token_last_used_at: lastUsedAt,
    token_app_id: appId,
    ...userRow
  } = row;
  const user = em.map(User, userRow as EntityDictionary<User>);
  wrap(user).populated();
  const scopes = parseScopes(rawScopes).filter((scope) => scope !== 'ADMIN' || user.isAdmin);
  const now = new Date();
  const last = lastUsedAt
    ? em
        .getPlatform()
        .parseDate(lastUsedAt as string)
        .getTime()
    : 0;
  if (now.getTime() - last > TOUCH_EVERY_MS) {
    await em.nativeUpdate(AccessToken, { id: id as string }, { lastUsedAt: now });
  }
  return { id: id as string, user, scopes, appId: (appId as string | null) ?? null };
}

/** node-postgres returns text[] as an array; a raw `{A,B}` literal is read too. */
function parseScopes(value: unknown): TokenScope[] {
  if (Array.isArray(value)) return value as TokenScope[];
  if (typeof value === 'string')
    return value
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean) as TokenScope[];
  return [];
}
