import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { User } from '../accounts/user.entity.js';
import { checkAchievementsLater } from '../achievements/index.js';
import { Notification } from '../notifications/notification.entity.js';
import { notify, recordCascadedNotificationsRemoved, recordNotificationChange } from '../notifications/index.js';
import { isUuid } from '../../kernel/ids.js';
import { requireMember } from '../../kernel/guards.js';
import { Follow } from './follow.entity.js';
import { recordFollowChange } from './follow-events.js';
import { followerCounts } from './follow-counts.js';
import { stateOf, type FollowState } from './follow-status.js';

const FOLLOW_TOGGLES_PER_MINUTE = 60;

/**
 * A block stands between the two: the blocked member is told the blocker does not exist (as everywhere else), the
 * blocker that they must unblock first.
 */
async function refuseIfBlocked(em: EntityManager, viewerId: string, targetId: string): Promise<void> {
  const [row] = await em.execute<{ by_viewer: boolean }[]>(
    `select b.blocker_id = ? as by_viewer from member_block b
      where (b.blocker_id = ? and b.blocked_id = ?) or (b.blocker_id = ? and b.blocked_id = ?) limit 1`,
    [viewerId, viewerId, targetId, targetId, viewerId],
  );
  if (!row) return;
  if (row.by_viewer) throw badInput('You blocked this member: unblock them first.');
  throw notFound('No such member.');
}

export interface FollowOutcome {
  status: FollowState;
  followerCount: number;
  user: User;
}

/**
 * Follows or unfollows a member (the REST door's `follow` route, which toggles as the original did; a retry
 * undoes it, which GraphQL's `followUser` / `unfollowUser` do not).
 */
export function toggleFollow(scope: RequestScope, userId: string): Promise<FollowOutcome> {
  return setFollow(scope, userId, 'toggle');
}

/**
 * Makes the viewer's follow of a member what is asked: `true` follows, `false` unfollows, `'toggle'` does the
 * opposite of what is there. Following a public member is at once (a `follow` notification); a private
 * member gets a follow request to approve (a `follow_request` notification). Unfollowing removes the follow
 * or cancels the request: the row goes, its notifications with it (cascade), and with it any access to a
 * private member's posts. Asking for what is already there (following a member one follows or asked,
 * unfollowing one one does not follow) changes nothing and fires nothing, and answers the state as it is.
 */
export async function setFollow(scope: RequestScope, userId: string, want: boolean | 'toggle'): Promise<FollowOutcome> {
  const viewer = requireMember(scope);
  if (!isUuid(userId)) throw badInput('Choose a member to follow.');
  if (userId === viewer.id) throw badInput('You cannot follow yourself.');
  await scope.services.rateLimiter.consume(`follow:${viewer.id}`, {
    limit: FOLLOW_TOGGLES_PER_MINUTE,
    windowMs: 60_000,
  });
  const { em } = scope;
  const target = await em.findOne(User, { id: userId, isActive: true });
  if (!target) throw notFound('No such member.');
  const countNow = async () => (await followerCounts(em, [target.id])).get(target.id) ?? 0;

  const existing = await em.findOne(Follow, { follower: viewer.id, followee: target.id });
  const follows = want === 'toggle' ? !existing : want;
  if (follows && !existing) await refuseIfBlocked(em, viewer.id, target.id);
  if (existing && !follows) {
    await recordCascadedNotificationsRemoved(em, { followId: existing.id }); // they go with the follow
    em.remove(existing);
    recordFollowChange(em, existing, 'removed');
    await em.flush();
    return { status: 'NONE', followerCount: await countNow(), user: target };
  }
  if (existing || !follows) return { status: stateOf(existing), followerCount: await countNow(), user: target };

  const follow = em.create(Follow, {
    follower: viewer,
    followee: target,
    status: target.isPrivate ? 'pending' : 'accepted',
  });
  notify(em, {
    type: follow.status === 'pending' ? 'follow_request' : 'follow',
    recipientId: target.id,
    actorId: viewer.id,
    followId: follow.id,
  });
  recordFollowChange(em, follow, follow.status === 'pending' ? 'requested' : 'followed');
  try {
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    // a concurrent toggle created the same follow first: report what is there now
    const fresh = scope.services.orm.em.fork();
    const current = await fresh.findOne(Follow, { follower: viewer.id, followee: target.id });
    return {
      status: stateOf(current),
      followerCount: (await followerCounts(fresh, [target.id])).get(target.id) ?? 0,
      user: target,
    };
  }
  if (follow.status === 'accepted') checkAchievementsLater(scope.services, [target.id]);
  return {
    status: stateOf(follow),
    followerCount: (await followerCounts(em, [target.id])).get(target.id) ?? 0,
    user: target,
  };
}

export interface FollowRequestAnswer {
  approved: boolean;
  requester: User;
  followerCount: number;
}

/**
 * The owner of a private account answers a follow request, named by the follow id or by the id of its
 * `follow_request` notification. Approving makes the follow accepted, turns the owner's request
 * notification into a read `follow` notification, and tells the requester (`follow_accepted`).
 * Declining deletes the request (and its notification); the requester is not told.
 */
export async function respondToFollowRequest(
  scope: RequestScope,
  input: { followId?: string | null; notificationId?: string | null; approve: boolean },
): Promise<FollowRequestAnswer> {
  const viewer = requireMember(scope);
  const { em } = scope;
  if (typeof input.approve !== 'boolean') throw badInput('Say whether to approve the request.');
  let followId = input.followId ?? null;
  if (!followId && input.notificationId) {
    if (!isUuid(input.notificationId)) throw badInput('That is not a notification id.');
    const request = await em.findOne(Notification, {
      id: input.notificationId,
      recipient: viewer.id,
      type: 'follow_request',
    });
    followId = request?.follow?.id ?? null;
    if (!followId) throw notFound('No such follow request.');
  }
  if (!isUuid(followId)) throw badInput('Choose a follow request to answer.');
  const follow = await em.findOne(
    Follow,
    { id: followId, followee: viewer.id, status: 'pending' },
    { populate: ['follower'] },
  );
  if (!follow) throw notFound('No such follow request.');
  const requester = follow.follower;

  if (!input.approve) {
    await recordCascadedNotificationsRemoved(em, { followId: follow.id }); // they go with the request
    em.remove(follow);
    recordFollowChange(em, follow, 'declined');
    await em.flush();
    return { approved: false, requester, followerCount: (await followerCounts(em, [viewer.id])).get(viewer.id) ?? 0 };
  }

  follow.status = 'accepted';
  const requests = await em.find(Notification, { follow: follow.id, type: 'follow_request' });
  for (const request of requests) Object.assign(request, { type: 'follow', isRead: true });
  if (requests.length > 0)
    recordNotificationChange(
      em,
      viewer.id,
      'read',
      requests.map((request) => request.id),
    );
  notify(em, {
    type: 'follow_accepted',
    recipientId: requester.id,
    actorId: viewer.id,
    followId: follow.id,
  });
  recordFollowChange(em, follow, 'approved');
  await em.flush();
  checkAchievementsLater(scope.services, [viewer.id]);
  return { approved: true, requester, followerCount: (await followerCounts(em, [viewer.id])).get(viewer.id) ?? 0 };
}
