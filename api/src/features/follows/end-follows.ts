import type { EntityManager } from '@mikro-orm/postgresql';
import { recordCascadedNotificationsRemoved } from '../notifications/index.js';
import { Follow } from './follow.entity.js';
import { recordFollowChange } from './follow-events.js';

/**
 * Ends every follow and follow request between members `a` and `b`, both ways (a block does this), in the unit
 * of work of `em` (the caller flushes): their notifications go with them (cascade), and both members' open
 * screens hear each one removed. Returns how many there were.
 */
export async function endFollowsBetween(em: EntityManager, a: string, b: string): Promise<number> {
  const follows = await em.find(Follow, {
    $or: [
      { follower: a, followee: b },
      { follower: b, followee: a },
    ],
  });
  for (const follow of follows) {
    await recordCascadedNotificationsRemoved(em, { followId: follow.id });
    em.remove(follow);
    recordFollowChange(em, follow, 'removed');
  }
  return follows.length;
}
