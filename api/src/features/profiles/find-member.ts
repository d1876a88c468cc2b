import { raw } from '@mikro-orm/core';
import { USERNAME_MAX_LENGTH } from '@culturalink/common/username';
import type { RequestScope } from '../../app/request-scope.js';
import { User } from '../accounts/user.entity.js';
import { hasAdminRights } from '../../kernel/guards.js';
import { isUuid } from '../../kernel/ids.js';

/**
 * A member by id or username; deactivated members are found only by administrators. A member who blocked the
 * viewer is not found by them (the blocker still finds the member they blocked, to undo it; the privacy rule
 * hides the posts both ways).
 */
export async function findMember(scope: RequestScope, by: { id?: string; username?: string }): Promise<User | null> {
  const admin = hasAdminRights(scope);
  const active = admin ? {} : { isActive: true };
  const viewerId = scope.viewer?.id;
  const notBlockedBy = (alias: string) =>
    `not exists (select 1 from member_block fb where fb.blocker_id = ${alias}.id and fb.blocked_id = ?::uuid)`;
  const shown = viewerId && !admin ? { [raw((alias: string) => notBlockedBy(alias), [viewerId])]: [] } : ({} as object);
  if (by.id !== undefined) return isUuid(by.id) ? scope.em.findOne(User, { id: by.id, ...active, ...shown }) : null;
  const username = typeof by.username === 'string' ? by.username.trim() : '';
  if (!username || username.length > USERNAME_MAX_LENGTH) return null;
  // lower(username) is what the unique index covers, so this lookup uses it
  return scope.em.findOne(User, {
    [raw((alias: string) => `lower(${alias}.username)`)]: username.toLowerCase(),
    ...active,
    ...shown,
  });
}
