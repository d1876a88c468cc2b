import type { EntityManager } from '@mikro-orm/postgresql';
import { acceptedFollowersSql } from '../follows/index.js';
import { publishedPostsSql } from '../posts/index.js';
import { ACHIEVEMENT_COUNTERS, type AchievementCounters } from './achievement-definitions.js';

/**
 * Every counter is derived from the rows that prove it, so it goes down when the action is undone.
 * Banned posts do not count as published; likes on one's own posts do not count as received.
 * knowledge_seeker counts the trivia batches fetched.
 * guide_guru counts the itineraries a member owns.
 */
const countersSql = `
select u.id,
  ${publishedPostsSql('u.id')} as content_creator,
  (select count(*) from itinerary i where i.owner_id = u.id) as guide_guru,
  (select count(*) from post_like l join post p on p.id = l.post_id where p.author_id = u.id and l.user_id <> u.id) as like_leader,
  ${publishedPostsSql('u.id', 'p.itinerary_id is not null')} as share_star,
  (select count(*) from comment c where c.author_id = u.id) as comment_connoisseur,
  ${publishedPostsSql('u.id', '', 'distinct lower(btrim(p.country))')} as explorer_extraordinaire,
  (select count(*) from trivia_fetch t where t.user_id = u.id) as knowledge_seeker,
  ${acceptedFollowersSql('u.id')} as trend_setter
from app_user u where u.id in (?)`;

export const zeroCounters = (): AchievementCounters =>
  Object.fromEntries(ACHIEVEMENT_COUNTERS.map((counter) => [counter, 0])) as AchievementCounters;

/** The counters of several members in one query. */
export async function countAchievementCounters(
  em: EntityManager,
  userIds: readonly string[],
): Promise<Map<string, AchievementCounters>> {
  const result = new Map<string, AchievementCounters>();
  if (userIds.length === 0) return result;
  const rows = await em
    .getConnection()
    .execute<Record<string, string | number>[]>(countersSql, [[...new Set(userIds)]]);
  for (const row of rows) {
    const counters = zeroCounters();
    for (const counter of ACHIEVEMENT_COUNTERS) counters[counter] = Number(row[counter]);
    result.set(String(row.id), counters);
  }
  return result;
}
