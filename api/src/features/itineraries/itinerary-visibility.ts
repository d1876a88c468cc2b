import { raw, type FilterQuery } from '@mikro-orm/core';
import { hasAdminRights, type Asker } from '../../kernel/guards.js';
import { visibleContentSql } from '../privacy/index.js';
import type { Itinerary } from './itinerary.entity.js';

/**
 * The privacy rule of posts (privacy/visibility.ts) applied to itineraries, as SQL over a row of
 * `itinerary` aliased `alias`: the owner stands in for the author, and itineraries are never banned.
 * The rule itself is not restated here.
 */
export function visibleItinerariesSql(asker: Asker, alias: string): { sql: string; params: unknown[] } {
  return visibleContentSql(asker, { authorId: `${alias}.owner_id` });
}

/** The same as a MikroORM filter, to combine with `$and`. */
export function visibleItinerariesCondition(asker: Asker): FilterQuery<Itinerary> {
  if (hasAdminRights(asker)) return {};
  return {
    [raw((alias: string) => visibleItinerariesSql(asker, alias).sql, visibleItinerariesSql(asker, 'x').params)]: [],
  } as FilterQuery<Itinerary>;
}
