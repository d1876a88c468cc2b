import type { FilterQuery } from '@mikro-orm/core';
import { notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../kernel/paging.js';
import { User } from '../accounts/user.entity.js';
import { requireAdmin } from '../../kernel/guards.js';
import { isUuid } from '../../kernel/ids.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members for administrators, newest first; `search` matches username, full name or e-mail (case-insensitive). */
export async function listAdminUsers(
  scope: RequestScope,
  input: { search?: string | null; first?: number | null; after?: string | null },
) {
  requireAdmin(scope);
  const limit = pageSize(input.first, 20);
  const cursor = decodeCursor(input.after);
  const where: FilterQuery<User>[] = [];
  const search = input.search?.trim().slice(0, 100);
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    where.push({
      $or: [{ username: { $ilike: pattern } }, { fullName: { $ilike: pattern } }, { email: { $ilike: pattern } }],
    });
  }
  if (cursor)
    where.push({
      $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }],
    });
  const rows = await scope.em.find(
    User,
    { $and: where },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: limit + 1 },
  );
  const page = toPage(rows, limit);
  return { ...page, cursors: page.nodes.map(encodeCursor) };
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
