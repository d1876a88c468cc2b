import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { RequestScope } from '../../app/request-scope.js';
import type { Asker } from '../../kernel/guards.js';
import { User } from '../accounts/user.entity.js';
import { maskProfanity } from '../moderation-words/index.js';
import type { ItinerarySummary } from './itinerary.types.js';
import { visibleItinerariesSql } from './itinerary-visibility.js';
import { Stop } from './stop.entity.js';

/** The numbers an itinerary shows, read together in one statement for a whole page. */
export interface ItineraryStats {
  averageRating: number | null;
  ratingCount: number;
  myRating: number | null;
  forkCount: number;
}

/** Per-request batch loaders, so a page of itineraries (or a view with many stops) costs a fixed number of queries. */
export interface ItineraryLoaders {
  user: DataLoader<string, User | null>;
  stops: DataLoader<string, Stop[]>;
  stats: DataLoader<string, ItineraryStats>;
  /** Every member's rating, oldest first (at most RATINGS_LISTED, the newest). */
  ratings: DataLoader<string, MemberRating[]>;
  /** Only itineraries the viewer may see; null for the others. */
  summary: DataLoader<string, ItinerarySummary | null>;
}

/** One member's rating of an itinerary. */
export interface MemberRating {
  userId: string;
  rating: number;
}

/** A bound on the ratings listed per itinerary; the average (`stats`) always counts them all. */
export const RATINGS_LISTED = 1000;

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(',');

/** The average to one decimal, counting only rated entries (null when none). */
export const AVERAGE_SQL = (ratingAlias: string) => `round(avg(${ratingAlias}.rating)::numeric, 1)::float8`;

async function statsOf(em: EntityManager, viewer: User | null, ids: readonly string[]): Promise<ItineraryStats[]> {
  const rows = await em.execute<
    { id: string; average: number | null; count: number; mine: number | null; forks: number }[]
  >(
    `select i.id,
            (select ${AVERAGE_SQL('r')} from itinerary_rating r where r.itinerary_id = i.id) as average,
            (select count(*)::int from itinerary_rating r where r.itinerary_id = i.id) as count,
            ${viewer ? '(select r.rating from itinerary_rating r where r.itinerary_id = i.id and r.user_id = ?)' : 'null'} as mine,
            (select count(*)::int from itinerary f where f.forked_from_id = i.id) as forks
     from itinerary i where i.id in (${placeholders(ids)})`,
    [...(viewer ? [viewer.id] : []), ...ids],
  );
  const map = new Map(
    rows.map((r) => [r.id, { averageRating: r.average, ratingCount: r.count, myRating: r.mine, forkCount: r.forks }]),
  );
  return ids.map((id) => map.get(id) ?? { averageRating: null, ratingCount: 0, myRating: null, forkCount: 0 });
}

async function ratingsOf(em: EntityManager, ids: readonly string[]): Promise<MemberRating[][]> {
  const rows = await em.execute<{ itinerary_id: string; user_id: string; rating: number }[]>(
    `select r.itinerary_id, r.user_id, r.rating
     from (select r.*, row_number() over (partition by r.itinerary_id order by r.updated_at desc, r.id desc) as newest
           from itinerary_rating r where r.itinerary_id in (${placeholders(ids)})) r
     where r.newest <= ?
     order by r.created_at, r.id`,
    [...ids, RATINGS_LISTED],
  );
  const byItinerary = new Map<string, MemberRating[]>();
  for (const row of rows) {
    const list = byItinerary.get(row.itinerary_id) ?? [];
    list.push({ userId: row.user_id, rating: row.rating });
    byItinerary.set(row.itinerary_id, list);
  }
  return ids.map((id) => byItinerary.get(id) ?? []);
}

async function stopsOf(em: EntityManager, ids: readonly string[]): Promise<Stop[][]> {
  const stops = await em.find(
    Stop,
    { itinerary: { $in: [...ids] } },
    { orderBy: { position: 'asc', createdAt: 'asc' } },
  );
  const byItinerary = new Map<string, Stop[]>();
  for (const stop of stops) {
    const key = stop.itinerary!.id;
    byItinerary.set(key, [...(byItinerary.get(key) ?? []), stop]);
  }
  return ids.map((id) => byItinerary.get(id) ?? []);
}

type SummaryRow = {
  id: string;
  title: string;
  description: string;
  cover_path: string | null;
  cover_thumb_path: string | null;
  average: number | null;
  username: string;
};

/** Summaries of the visible itineraries among `ids`, in one statement. */
export async function readSummaries(
  em: EntityManager,
  asker: Asker,
  ids: readonly string[],
): Promise<ItinerarySummary[]> {
  const visible = visibleItinerariesSql(asker, 'i');
  const rows = await em.execute<SummaryRow[]>(
    `select i.id, i.title, i.description, i.cover_path, i.cover_thumb_path, u.username,
            (select ${AVERAGE_SQL('r')} from itinerary_rating r where r.itinerary_id = i.id) as average
     from itinerary i join app_user u on u.id = i.owner_id
     where i.id in (${placeholders(ids)}) and ${visible.sql}`,
    [...ids, ...visible.params],
  );
  return rows.map((r) => ({
    id: r.id,
    title: maskProfanity(r.title),
    description: maskProfanity(r.description),
    coverUrl: r.cover_path,
    coverThumbUrl: r.cover_thumb_path,
    averageRating: r.average,
    ownerUsername: r.username,
  }));
}

function createLoaders(em: EntityManager, asker: Asker): ItineraryLoaders {
  const { viewer } = asker;
  return {
    user: new DataLoader(async (ids) => {
      const users = new Map((await em.find(User, { id: { $in: [...ids] } })).map((u) => [u.id, u]));
      return ids.map((id) => users.get(id) ?? null);
    }),
    stops: new DataLoader((ids) => stopsOf(em, ids)),
    stats: new DataLoader((ids) => statsOf(em, viewer, ids)),
    ratings: new DataLoader((ids) => ratingsOf(em, ids)),
    summary: new DataLoader(async (ids) => {
      const summaries = new Map((await readSummaries(em, asker, ids)).map((s) => [s.id, s]));
      return ids.map((id) => summaries.get(id) ?? null);
    }),
  };
}

const byEm = new WeakMap<EntityManager, Map<string, ItineraryLoaders>>();

/** The loaders of this request's EntityManager and viewer (created on first use). */
export function itineraryLoaders(scope: RequestScope): ItineraryLoaders {
  const em = scope.em;
  const perViewer = byEm.get(em) ?? new Map<string, ItineraryLoaders>();
  byEm.set(em, perViewer);
  const key = scope.viewer?.id ?? '';
  let loaders = perViewer.get(key);
  if (!loaders) {
    loaders = createLoaders(em, scope);
    perViewer.set(key, loaders);
  }
  return loaders;
}

/** Forget what was loaded for these itineraries (after a change in the same request). */
export function forgetLoaded(scope: RequestScope, itineraryId: string): void {
  const loaders = itineraryLoaders(scope);
  loaders.stops.clear(itineraryId);
  loaders.stats.clear(itineraryId);
  loaders.ratings.clear(itineraryId);
  loaders.summary.clear(itineraryId);
}
