import type { EntityManager } from '@mikro-orm/core';
import { Audience, recordEvent } from '../../app/event-log.js';

/**
 * `{ type, followId, followerId, followeeId, change }`: a follow between two members changed. `change` is
 * `requested` (a private member was asked), `followed` (a public member was followed at once), `approved`,
 * `declined` (by the followee), or `removed` (unfollowed, or a request cancelled by the follower). Heard by
 * the two members concerned only (live-follows.ts).
 */
export const FOLLOW_CHANGED = 'follow.changed';
export type FollowChange = 'requested' | 'followed' | 'approved' | 'declined' | 'removed';

/** Records a follow change in the unit of work of `em` (before its flush): it commits with the change. */
export function recordFollowChange(
  em: EntityManager,
  follow: { id: string; follower: { id: string }; followee: { id: string } },
  change: FollowChange,
): void {
  recordEvent(
    em,
    {
      type: FOLLOW_CHANGED,
      followId: follow.id,
      followerId: follow.follower.id,
      followeeId: follow.followee.id,
      change,
    },
    Audience.members(follow.follower.id, follow.followee.id),
  );
}
