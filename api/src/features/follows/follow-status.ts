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
