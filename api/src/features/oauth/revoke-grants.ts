import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../app/services.js';
import { announceRevokedSessions } from '../accounts/index.js';

/** Which OAuth tokens to end: those of one grant, of one app for one member, or of one app for everyone. */
export type GrantSelector = { grantId: string } | { appId: string; userId: string } | { appId: string };

function where(selector: GrantSelector): { sql: string; params: string[] } {
  if ('grantId' in selector) return { sql: 'grant_id = ?', params: [selector.grantId] };
  if ('userId' in selector) return { sql: 'app_id = ? and user_id = ?', params: [selector.appId, selector.userId] };
  return { sql: 'app_id = ?', params: [selector.appId] };
}

/**
 * Revokes every live access and refresh token the selector names and closes the access tokens' open sockets
 * at once (4403), as revoking a personal access token does. Returns how many tokens (access and refresh) it ended.
 */
export async function revokeGrants(services: AppServices, em: EntityManager, selector: GrantSelector): Promise<number> {
  const { sql, params } = where(selector);
  const revoked = await em.execute<{ id: string }[]>(
    `update access_token set revoked_at = now() where ${sql} and app_id is not null and revoked_at is null returning id`,
    params,
  );
  const refreshTokens = await em.execute<{ id: string }[]>(
    `update oauth_refresh_token set revoked_at = now() where ${sql} and revoked_at is null returning id`,
    params,
  );
  const ids = revoked.map((row) => row.id);
  if (ids.length > 0) await announceRevokedSessions(services, ids);
  return ids.length + refreshTokens.length;
}
