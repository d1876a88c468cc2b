import type { EntityManager } from '@mikro-orm/postgresql';
import { Follow } from './follow.entity.js';

/** How the viewer relates to a member: not following, waiting for approval, or following. */
export type FollowState = 'NONE' | 'REQUESTED' | 'FOLLOWING';

export const stateOf = (follow: Pick<Follow, 'status'> | null | undefined): FollowState =>
  !follow ? 'NONE' : follow.status === 'accepted' ? 'FOLLOWING' : 'REQUESTED';

export async function followStatesOf(
  em: EntityManager,
  followerId: string,
  followeeIds: readonly string[],
): Promise<Map<string, FollowState>> {
  const follows = followeeIds.length
    ? await em.find(
        Follow,
        { follower: followerId, followee: { $in: [...followeeIds] } },
        { fields: ['followee', 'status'] },
      )
    : [];
  const states = new Map(followeeIds.map((id) => [id, 'NONE' as FollowState]));
  for (const follow of follows) states.set(follow.followee.id, stateOf(follow));
  return states;
}

/** Accepted followers per member, in one grouped query. */
export async function followerCounts(em: EntityManager, userIds: readonly string[]): Promise<Map<string, number>> {
  return groupedCounts(em, 'followee_id', userIds);
}

/** Members each one follows (accepted), in one grouped query. */
export async function followingCounts(em: EntityManager, userIds: readonly string[]): Promise<Map<string, number>> {
  return groupedCounts(em, 'follower_id', userIds);
}

async function groupedCounts(em: EntityManager, column: 'followee_id' | 'follower_id', userIds: readonly string[]) {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await em
    .getConnection()
    .execute<{ user_id: string; n: string }[]>(
      `select ${column} as user_id, count(*) as n from follow where status = 'accepted' and ${column} in (?) group by ${column}`,
      [[...new Set(userIds)]],
    );
  for (const row of rows) counts.set(row.user_id, Number(row.n));
  return counts;
}
