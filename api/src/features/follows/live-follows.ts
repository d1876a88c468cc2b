import type { LoggedEvent } from '../../app/event-bus.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { AppServices } from '../../app/services.js';
import { readLiveRows } from '../../db/prepared-query.js';
import { eventStream } from '../../graphql/event-stream.js';
import { isUuid } from '../../kernel/ids.js';
import { requireMember } from '../../kernel/guards.js';
import { acceptedFollowersSql, acceptedFollowingSql } from './follow-counts.js';
import { FOLLOW_CHANGED } from './follow-events.js';
import { FollowChangeKind, type FollowChangeMemberType, type FollowChangeType } from './follow-change.types.js';
import { FollowStatus } from './follow.types.js';

const KIND_OF_CHANGE: Record<string, FollowChangeKind> = {
  requested: FollowChangeKind.REQUESTED,
  followed: FollowChangeKind.FOLLOWED,
  approved: FollowChangeKind.APPROVED,
  declined: FollowChangeKind.DECLINED,
  removed: FollowChangeKind.REMOVED,
};

/** The pair's status each change leaves. */
const STATUS_AFTER: Record<FollowChangeKind, FollowStatus> = {
  REQUESTED: FollowStatus.REQUESTED,
  FOLLOWED: FollowStatus.FOLLOWING,
  APPROVED: FollowStatus.FOLLOWING,
  DECLINED: FollowStatus.NONE,
  REMOVED: FollowStatus.NONE,
};

type FollowFacts = Map<string, FollowChangeMemberType>;

const MEMBERS_SQL = `select m.id, m.username, ${acceptedFollowersSql('m.id')} as follower_count,
  ${acceptedFollowingSql('m.id')} as following_count from app_user m where m.id = any(?::uuid[])`;

/** The two members' numbers now, read once per event (both sides hear the same). */
const perEvent = new WeakMap<LoggedEvent, Promise<FollowFacts>>();

async function readFacts(services: AppServices, followerId: string, followeeId: string): Promise<FollowFacts> {
  const rows = await readLiveRows<{ id: string; username: string; follower_count: string; following_count: string }>(
    services.orm.em.fork(),
    MEMBERS_SQL,
    [[followerId, followeeId]],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        username: row.username,
        followerCount: Number(row.follower_count),
        followingCount: Number(row.following_count),
      },
    ]),
  );
}

/**
 * A `follow.changed` event as the viewer hears it: only the follower and the followee hear it, with the
 * status the change left and both members' follow numbers as they read on delivery (numbers anyone may read
 * on a profile).
 */
export async function liveFollowChangeFor(scope: RequestScope, event: LoggedEvent): Promise<FollowChangeType | null> {
  const viewerId = scope.viewer?.id;
  const { followId, followerId, followeeId, change } = event;
  if (!viewerId || !isUuid(followerId) || !isUuid(followeeId) || !isUuid(followId)) return null;
  if (viewerId !== followerId && viewerId !== followeeId) return null;
  const kind = typeof change === 'string' ? KIND_OF_CHANGE[change] : undefined;
  if (!kind) return null;
  let facts = perEvent.get(event);
  if (!facts) {
    facts = readFacts(scope.services, followerId, followeeId);
    perEvent.set(event, facts);
  }
  const members = await facts;
  const follower = members.get(followerId);
  const followee = members.get(followeeId);
  if (!follower || !followee) return null; // a member was deleted since
  return { kind, followId, status: STATUS_AFTER[kind], follower, followee };
}

/** `followChanged`: every change to a follow the signed-in member is one side of. */
export function followChangedStream(
  scope: RequestScope,
  after?: unknown,
): Promise<AsyncIterableIterator<FollowChangeType>> {
  requireMember(scope);
  return eventStream(scope, FOLLOW_CHANGED, (event) => liveFollowChangeFor(scope, event), after);
}
