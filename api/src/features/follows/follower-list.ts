import { badInput, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { decodeCursor, pageSize, toPage } from '../../kernel/paging.js';
import { User } from '../accounts/user.entity.js';
import { isUuid } from '../../kernel/ids.js';
import { raw } from '@mikro-orm/core';
import { blockedPairParams, canSeePostsOf, memberShownSql } from '../privacy/index.js';
import { Follow } from './follow.entity.js';

/**
 * A member's accepted followers, newest first. A private member's followers are shown to the same
 * people who may see their posts (themselves, administrators, accepted followers); others get an empty page.
 * Followers a block stands between with the viewer are left out.
 */
export async function listFollowers(
  scope: RequestScope,
  input: { userId: string; first?: number | null; after?: string | null },
) {
  if (!isUuid(input.userId)) throw badInput('Choose a member.');
  const limit = pageSize(input.first, 20);
  const cursor = decodeCursor(input.after);
  const { em } = scope;
  const user = await em.findOne(User, { id: input.userId, isActive: true });
  if (!user) throw notFound('No such member.');
  if (!(await canSeePostsOf(em, scope, user)))
    return { nodes: [] as Follow[], hasNextPage: false, endCursor: null, followers: [] as User[] };
  const rows = await em.find(
    Follow,
    {
      followee: user.id,
      status: 'accepted',
      follower: { isActive: true },
      [raw((alias: string) => memberShownSql(`${alias}.follower_id`), blockedPairParams(scope))]: [],
      ...(cursor
        ? { $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }] }
        : {}),
    },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1, populate: ['follower'] },
  );
  const page = toPage(rows, limit);
  return { ...page, followers: page.nodes.map((follow) => follow.follower) };
}
