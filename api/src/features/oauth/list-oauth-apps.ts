import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { OAuthApp } from './oauth-app.entity.js';

/** The apps the signed-in member registered, newest first. */
export async function listOAuthApps(scope: RequestScope): Promise<OAuthApp[]> {
  const viewer = requireMember(scope);
  return scope.em.find(OAuthApp, { owner: viewer }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}
