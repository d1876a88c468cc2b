import { UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import { MUTE_MAX_DAYS } from '@culturalink/common/limits';
import { badInput, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { isUuid } from '../../kernel/ids.js';
import { decodeCursor, pageSize, toPage } from '../../kernel/paging.js';
import { User } from '../accounts/user.entity.js';
import { endFollowsBetween } from '../follows/index.js';
import { Block } from './block.entity.js';
import { Mute } from './mute.entity.js';

/** Blocks, unblocks, mutes and unmutes together, per member and minute. */
const CHANGES_PER_MINUTE = 60;

/** The other member of a block or mute: an active member other than the viewer. */
async function otherMember(scope: RequestScope, userId: string, verb: string): Promise<User> {
  const viewer = requireMember(scope);
  const refuse = (message: string) => badInput(message, [{ field: 'userId', message }]);
  if (!isUuid(userId)) throw refuse(`Choose a member to ${verb}.`);
  if (userId === viewer.id) throw refuse(`You cannot ${verb} yourself.`);
  await scope.services.rateLimiter.consume(`block-mute:${viewer.id}`, { limit: CHANGES_PER_MINUTE, windowMs: 60_000 });
  const user = await scope.em.findOne(User, { id: userId, isActive: true });
  if (!user) throw notFound('No such member.');
  return user;
}

/**
 * The viewer blocks a member (Mastodon's semantics): every follow and follow request between the two ends, both
 * ways, and from then on the privacy rule hides each from the other on every door, and the blocked member cannot
 * follow, like, comment on or answer the blocker. The blocked member is not told. Blocking a member already blocked
 * changes nothing.
 */
export async function blockMember(scope: RequestScope, userId: string): Promise<User> {
  const viewer = requireMember(scope);
  const user = await otherMember(scope, userId, 'block');
  const { em } = scope;
  if (await em.findOne(Block, { blocker: viewer.id, blocked: user.id }, { fields: ['id'] })) return user;
  em.create(Block, { blocker: em.getReference(User, viewer.id), blocked: user });
  await endFollowsBetween(em, viewer.id, user.id);
  try {
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear(); // a concurrent block of the same member won: it is blocked, which is what was asked
  }
  return user;
}

/** The viewer unblocks a member: they see each other again as the privacy rule says (follows are not restored). */
export async function unblockMember(scope: RequestScope, userId: string): Promise<User> {
  const viewer = requireMember(scope);
  const user = await otherMember(scope, userId, 'unblock');
  await scope.em.nativeDelete(Block, { blocker: viewer.id, blocked: user.id });
  return user;
}

/**
 * The viewer mutes a member, until `until` when given (a time in the future, at most MUTE_MAX_DAYS ahead): the
 * member's posts leave the viewer's feed (and its live streams) and their actions the viewer's notifications. They
 * still see each other's profiles and posts, and the muted member is never told. Muting again replaces the end.
 */
export async function muteMember(scope: RequestScope, userId: string, until?: Date | null): Promise<Mute> {
  const viewer = requireMember(scope);
  if (until !== undefined && until !== null) {
    const ahead = until.getTime() - Date.now();
    const refuse = (message: string) => badInput(message, [{ field: 'until', message }]);
    if (!Number.isFinite(ahead) || ahead <= 0) throw refuse('A mute ends at a time to come.');
    if (ahead > MUTE_MAX_DAYS * 86_400_000)
      throw refuse(`A timed mute lasts at most ${MUTE_MAX_DAYS} days; leave the end out to mute until you undo it.`);
  }
  const user = await otherMember(scope, userId, 'mute');
  const { em } = scope;
  const existing = await em.findOne(Mute, { muter: viewer.id, muted: user.id });
  const mute = existing ?? em.create(Mute, { muter: em.getReference(User, viewer.id), muted: user });
  mute.until = until ?? null;
  mute.createdAt = new Date();
  try {
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    // a concurrent mute of the same member won: set its end to this one's
    em.clear();
    await em.nativeUpdate(Mute, { muter: viewer.id, muted: user.id }, { until: until ?? null });
    return em.findOneOrFail(Mute, { muter: viewer.id, muted: user.id }, { populate: ['muted'] });
  }
  return mute;
}

/** The viewer unmutes a member: their posts and actions reach the viewer's feed and notifications again. */
export async function unmuteMember(scope: RequestScope, userId: string): Promise<User> {
  const viewer = requireMember(scope);
  const user = await otherMember(scope, userId, 'unmute');
  await scope.em.nativeDelete(Mute, { muter: viewer.id, muted: user.id });
  return user;
}

interface ListInput {
  first?: number | null;
  after?: string | null;
}

const keyset = (after: string | null | undefined) => {
  const cursor = decodeCursor(after);
  return cursor
    ? { $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }] }
    : {};
};

/** The members the viewer blocked, the newest block first (the settings list, to undo). */
export async function listBlocks(scope: RequestScope, input: ListInput) {
  const viewer = requireMember(scope);
  const limit = pageSize(input.first);
  const where = { blocker: viewer.id, blocked: { isActive: true }, ...keyset(input.after) } as FilterQuery<Block>;
  const rows = await scope.em.find(Block, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: limit + 1,
    populate: ['blocked'],
  });
  return toPage(rows, limit);
}

/** The members the viewer muted and whose mute has not run out, the newest mute first (the settings list). */
export async function listMutes(scope: RequestScope, input: ListInput) {
  const viewer = requireMember(scope);
  const limit = pageSize(input.first);
  const where = {
    muter: viewer.id,
    muted: { isActive: true },
    $and: [{ $or: [{ until: null }, { until: { $gt: new Date() } }] }, keyset(input.after)],
  } as FilterQuery<Mute>;
  const rows = await scope.em.find(Mute, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: limit + 1,
    populate: ['muted'],
  });
  return toPage(rows, limit);
}

/** For each member id: whether the viewer blocked them, and whether they muted them (a mute still running). */
export async function blockAndMuteStatesOf(
  scope: RequestScope,
  userIds: readonly string[],
): Promise<{ blocked: boolean; muted: boolean }[]> {
  const viewer = scope.viewer;
  if (!viewer || userIds.length === 0) return userIds.map(() => ({ blocked: false, muted: false }));
  const rows = await scope.em.execute<{ id: string; blocked: boolean; muted: boolean }[]>(
    `select u.id,
            exists (select 1 from member_block b where b.blocker_id = ? and b.blocked_id = u.id) as blocked,
            exists (select 1 from member_mute m where m.muter_id = ? and m.muted_id = u.id
                     and (m.until is null or m.until > now())) as muted
       from app_user u where u.id in (${userIds.map(() => '?').join(',')})`,
    [viewer.id, viewer.id, ...userIds],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return userIds.map((id) => ({ blocked: byId.get(id)?.blocked ?? false, muted: byId.get(id)?.muted ?? false }));
}
