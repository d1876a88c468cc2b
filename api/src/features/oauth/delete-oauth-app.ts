import { notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { isUuid } from '../../kernel/ids.js';
import { requireMember } from '../../kernel/guards.js';
import { OAuthApp } from './oauth-app.entity.js';
import { revokeGrants } from './revoke-grants.js';

/** Deletes one of the signed-in member's apps: every token it holds dies and their sockets close. Returns its id. */
export async function deleteOAuthApp(scope: RequestScope, id: string): Promise<string> {
  const viewer = requireMember(scope);
  const app = isUuid(id) ? await scope.em.findOne(OAuthApp, { id, owner: viewer }) : null;
  if (!app) throw notFound('No such app.');
  await revokeGrants(scope.services, scope.em, { appId: app.id });
  scope.em.remove(app);
  await scope.em.flush();
  return id;
}
