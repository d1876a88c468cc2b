import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The one definition of a member's follow numbers: only accepted follows count (a pending request does not).
 * `memberId` is an SQL expression naming the member, e.g. `u.id`; every query that shows or rewards a number
 * of followers embeds these, so the profile, the admin card and the Trend Setter achievement cannot disagree.
 */
export const acceptedFollowersSql = (memberId: string) =>
  `(select count(*) from follow f where f.followee_id = ${memberId} and f.status = 'accepted')`;

export const acceptedFollowingSql = (memberId: string) =>
  `(select count(*) from follow f where f.follower_id = ${memberId} and f.status = 'accepted')`;

/** Accepted followers per member, in one query. */
export function followerCounts(em: EntityManager, memberIds: readonly string[]): Promise<Map<string, number>> {
  return countPerMember(em, acceptedFollowersSql('m.id'), memberIds);
}

/** Members each one follows (accepted), in one query. */
export function followingCounts(em: EntityManager, memberIds: readonly string[]): Promise<Map<string, number>> {
  return countPerMember(em, acceptedFollowingSql('m.id'), memberIds);
}

/** Evaluates a per-member count expression over `m.id` for several members in one statement. */
export async function countPerMember(
  em: EntityManager,
  countOfMember: string,
  memberIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map(memberIds.map((id) => [id, 0]));
  if (memberIds.length === 0) return counts;
  const rows = await em
    .getConnection()
    .execute<{ id: string; n: string }[]>(`select m.id, ${countOfMember} as n from app_user m where m.id in (?)`, [
      [...new Set(memberIds)],
    ]);
  for (const row of rows) counts.set(row.id, Number(row.n));
  return counts;
}
