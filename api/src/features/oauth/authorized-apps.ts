import { badInput, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { isUuid } from '../../kernel/ids.js';
import { requireMember } from '../../kernel/guards.js';
import { pageSize } from '../../kernel/paging.js';
import type { TokenScope } from '../../kernel/token-scopes.js';
import { AccessToken } from '../access-tokens/access-token.entity.js';
import { OAuthRefreshToken } from './oauth-refresh-token.entity.js';
import { revokeGrants } from './revoke-grants.js';

export interface AuthorizedApp {
  id: string;
  name: string;
  scopes: TokenScope[];
  authorizedAt: Date;
  lastUsedAt: Date | null;
}

const ORDER: readonly TokenScope[] = ['READ', 'WRITE', 'NOTIFICATIONS', 'ADMIN'];

/** Where an authorized app stands in the list: by last use (never used last), then first authorization, then id. */
interface AuthorizedAppKey {
  lastUsedAt: number;
  authorizedAt: number;
  id: string;
}

const keyOf = (app: AuthorizedApp): AuthorizedAppKey => ({
  lastUsedAt: app.lastUsedAt?.getTime() ?? 0,
  authorizedAt: app.authorizedAt.getTime(),
  id: app.id,
});

/** Negative when `a` comes first: the most recently used first, then the most recently authorized, then by id. */
const compareKeys = (a: AuthorizedAppKey, b: AuthorizedAppKey): number =>
  b.lastUsedAt - a.lastUsedAt || b.authorizedAt - a.authorizedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** An opaque cursor after `app`: its place in the order, so a page asked after it starts where it stood. */
export const authorizedAppCursor = (app: AuthorizedApp): string => {
  const key = keyOf(app);
  return Buffer.from(`${key.lastUsedAt}|${key.authorizedAt}|${key.id}`).toString('base64url');
};

function decodeAuthorizedAppCursor(cursor: string): AuthorizedAppKey {
  const [lastUsedAt, authorizedAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const key = { lastUsedAt: Number(lastUsedAt), authorizedAt: Number(authorizedAt), id: id ?? '' };
  if (!Number.isSafeInteger(key.lastUsedAt) || !Number.isSafeInteger(key.authorizedAt) || !isUuid(key.id))
    throw badInput('The cursor is not valid.');
  return key;
}

/**
 * A page of the apps holding a live access or refresh token of the signed-in member, most recently used first
 * (`first` 1 to 50, default 20; `after` a cursor of an earlier page), with how many there are in all. A member
 * holds few, so the list is built whole and paged here; a cursor is a place in the order, not an index, so an
 * app revoked meanwhile shifts nothing.
 */
export async function listAuthorizedApps(
  scope: RequestScope,
  page: { first?: number | null; after?: string | null } = {},
): Promise<{ nodes: AuthorizedApp[]; hasNextPage: boolean; totalCount: number }> {
  const size = pageSize(page.first);
  const after = page.after ? decodeAuthorizedAppCursor(page.after) : null;
  const apps = await allAuthorizedApps(scope);
  const rest = after ? apps.filter((app) => compareKeys(keyOf(app), after) > 0) : apps;
  return { nodes: rest.slice(0, size), hasNextPage: rest.length > size, totalCount: apps.length };
}

/** Every app holding a live access or refresh token of the signed-in member, most recently used first. */
async function allAuthorizedApps(scope: RequestScope): Promise<AuthorizedApp[]> {
  const viewer = requireMember(scope);
  const now = new Date();
  const accessTokens = await scope.em.find(
    AccessToken,
    { user: viewer, app: { $ne: null }, revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] },
    { populate: ['app'] },
  );
  const refreshTokens = await scope.em.find(
    OAuthRefreshToken,
    { user: viewer, revokedAt: null, expiresAt: { $gt: now } },
    { populate: ['app'] },
  );
  // the last use of an app is the latest of all its tokens, live or not
  const lastUses = await scope.em
    .getConnection()
    .execute<{ app_id: string; last: Date | null }[]>(
      'select app_id, max(last_used_at) as last from access_token where user_id = ? and app_id is not null group by app_id',
      [viewer.id],
    );
  const lastUse = new Map(lastUses.map((row) => [row.app_id, row.last ? new Date(row.last) : null]));
  const apps = new Map<string, AuthorizedApp & { held: Set<TokenScope> }>();
  for (const token of [...accessTokens, ...refreshTokens]) {
    const app = token.app!;
    const entry = apps.get(app.id) ?? {
      id: app.id,
      name: app.name,
      scopes: [],
      held: new Set<TokenScope>(),
      authorizedAt: token.createdAt,
      lastUsedAt: lastUse.get(app.id) ?? null,
    };
    for (const s of token.scopes) entry.held.add(s);
    if (token.createdAt < entry.authorizedAt) entry.authorizedAt = token.createdAt;
    apps.set(app.id, entry);
  }
  return [...apps.values()]
    .map(({ held, ...app }) => ({ ...app, scopes: ORDER.filter((s) => held.has(s)) }))
    .sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
}

/** Takes back an app's access: every token it holds for the signed-in member dies and their sockets close. */
export async function revokeAppAuthorization(scope: RequestScope, appId: string): Promise<string> {
  const viewer = requireMember(scope);
  // one pass: revoking is the check (nothing revoked: the app held nothing of this member's)
  const revoked = isUuid(appId) ? await revokeGrants(scope.services, scope.em, { appId, userId: viewer.id }) : 0;
  if (revoked === 0) throw notFound('This app holds no access to your account.');
  return appId;
}
