import type { FilterQuery } from '@mikro-orm/core';
import { notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { decodeCursor, pageSize, toPage } from '../../kernel/paging.js';
import { User } from '../accounts/user.entity.js';
import { requireAdmin } from '../../kernel/guards.js';
import { isUuid } from '../../kernel/ids.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The members whose username, full name or e-mail holds `search` (case-insensitive); every member without one. */
function searchFilter(search: string | null | undefined): FilterQuery<User>[] {
  const text = search?.trim().slice(0, 100);
  if (!text) return [];
  const pattern = `%${escapeLike(text)}%`;
  return [
    { $or: [{ username: { $ilike: pattern } }, { fullName: { $ilike: pattern } }, { email: { $ilike: pattern } }] },
  ];
}

/** Members for administrators, newest first, after a keyset cursor over (createdAt, id); `search` narrows them. */
export async function listAdminUsers(
  scope: RequestScope,
  input: { search?: string | null; first?: number | null; after?: string | null },
) {
  requireAdmin(scope);
  const limit = pageSize(input.first);
  const cursor = decodeCursor(input.after);
  const where = searchFilter(input.search);
  if (cursor)
    where.push({
      $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }],
    });
  const rows = await scope.em.find(
    User,
    { $and: where },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: limit + 1 },
  );
  return toPage(rows, limit);
}

/** How many members `search` finds (every member without one); administrators only. */
export async function countAdminUsers(scope: RequestScope, search?: string | null): Promise<number> {
  requireAdmin(scope);
  return scope.em.count(User, { $and: searchFilter(search) });
}

/** Every member, newest first (the REST list of the original, which had no paging). */
export async function listAllUsers(scope: RequestScope): Promise<User[]> {
  requireAdmin(scope);
  return scope.em.find(User, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: 1000 });
}

export async function getAdminUser(scope: RequestScope, id: unknown): Promise<User> {
  requireAdmin(scope);
  const user = isUuid(id) ? await scope.em.findOne(User, { id }) : null;
  if (!user) throw notFound('User not found.');
  return user;
}
