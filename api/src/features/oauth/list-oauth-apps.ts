import type { RequestScope } from '../../app/request-scope.js';
import { isUuid } from '../../kernel/ids.js';
import { requireMember } from '../../kernel/guards.js';
import { OAuthApp } from './oauth-app.entity.js';

/** The apps the signed-in member registered, newest first (at most OAUTH_APPS_MAX: registering more is refused). */
export async function listOAuthApps(scope: RequestScope): Promise<OAuthApp[]> {
  const viewer = requireMember(scope);
  return scope.em.find(OAuthApp, { owner: viewer }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** One of the signed-in member's apps, as `oauthApps` lists it; null for a guest, anyone else's app or no app. */
export async function findOwnOAuthApp(scope: RequestScope, id: string): Promise<OAuthApp | null> {
  if (!scope.viewer || !isUuid(id)) return null;
  return scope.em.findOne(OAuthApp, { id, owner: scope.viewer.id });
}
