import type { FilterQuery } from '@mikro-orm/core';
import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../kernel/paging.js';
import { toConnection } from '../../graphql/relay/connection.js';
import { requireMember } from '../../kernel/guards.js';
import { visibleItinerariesCondition } from './itinerary-visibility.js';
import { Itinerary } from './itinerary.entity.js';
import type { ItineraryConnection } from './itinerary.types.js';

export const ITINERARY_PAGE_SIZE = 6;

interface ListInput {
  mine: boolean;
  limit: number;
  order?: 'newest' | 'oldest';
  after?: { createdAt: Date; id: string } | null;
  offset?: number;
}

/** Itineraries the viewer may see (or only their own), newest (or oldest) first, with their owners in the same query. */
async function readItineraries(scope: RequestScope, input: ListInput): Promise<Itinerary[]> {
  const conditions: FilterQuery<Itinerary>[] = [visibleItinerariesCondition(scope)];
  if (input.mine) conditions.push({ owner: requireMember(scope).id });
  const after = input.after;
  if (after)
    conditions.push({
      $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, id: { $lt: after.id } }],
    });
  return scope.em.find(
    Itinerary,
    { $and: conditions },
    {
      populate: ['owner'],
      orderBy: input.order === 'oldest' ? { createdAt: 'asc', id: 'asc' } : { createdAt: 'desc', id: 'desc' },
      limit: input.limit,
      offset: input.offset,
    },
  );
}

/** Keyset pages for GraphQL: `first` (1..50; the schema's default when omitted) after an opaque cursor. */
export async function listItineraries(
  scope: RequestScope,
  input: { mine: boolean; first?: number | null; after?: string | null },
): Promise<ItineraryConnection> {
  const limit = pageSize(input.first, ITINERARY_PAGE_SIZE);
  const rows = await readItineraries(scope, { mine: input.mine, limit: limit + 1, after: decodeCursor(input.after) });
  return toConnection(toPage(rows, limit), encodeCursor, { after: input.after });
}

/** Numbered pages for the REST compatibility API (`page` from 1); `hasNext` tells whether another page exists. */
export async function listItinerariesPage(
  scope: RequestScope,
  input: { mine: boolean; page: number; pageSize: number; order?: 'newest' | 'oldest' },
): Promise<{ items: Itinerary[]; hasNext: boolean }> {
  if (!Number.isSafeInteger(input.page) || input.page < 1) throw badInput('page must be a whole number from 1.');
  const size = pageSize(input.pageSize, ITINERARY_PAGE_SIZE);
  const rows = await readItineraries(scope, {
    mine: input.mine,
    order: input.order,
    limit: size + 1,
    offset: (input.page - 1) * size,
  });
  return { items: rows.slice(0, size), hasNext: rows.length > size };
}
