import { raw, type FilterQuery } from '@mikro-orm/core';
import type { User } from '../accounts/user.entity.js';
import { visiblePostsSql } from '../privacy/visibility.js';
import type { Itinerary } from './itinerary.entity.js';

/**
 * The privacy rule of posts (privacy/visibility.ts) applied to itineraries, as SQL over a row of
 * `itinerary` aliased `alias`: the owner stands in for the author, and itineraries are never banned.
 * The rule itself is not restated here.
 */
export function visibleItinerariesSql(viewer: User | null, alias: string): { sql: string; params: unknown[] } {
  const rule = visiblePostsSql(viewer, 'vis');
  return {
    sql: `exists (select 1 from (values (${alias}.owner_id, false)) as vis(author_id, is_banned) where ${rule.sql})`,
    params: rule.params,
  };
}

/** The same as a MikroORM filter, to combine with `$and`. */
export function visibleItinerariesCondition(viewer: User | null): FilterQuery<Itinerary> {
  if (viewer?.isAdmin) return {};
  return {
    [raw((alias: string) => visibleItinerariesSql(viewer, alias).sql, visibleItinerariesSql(viewer, 'x').params)]: [],
  } as FilterQuery<Itinerary>;
}
