import DataLoader from 'dataloader';
import type { RequestScope } from '../../app/request-scope.js';
import { countAchievementCounters, zeroCounters } from '../achievements/achievement-counters.js';
import type { AchievementCounters } from '../achievements/achievement-definitions.js';
import { followerCounts, followingCounts, followStatesOf, type FollowState } from '../follows/follow-status.js';

export interface ProfileLoaders {
  followerCount: DataLoader<string, number>;
  followingCount: DataLoader<string, number>;
  postCount: DataLoader<string, number>;
  followState: DataLoader<string, FollowState>;
  counters: DataLoader<string, AchievementCounters>;
}

const byScope = new WeakMap<RequestScope, ProfileLoaders>();

const ordered = <V>(ids: readonly string[], found: Map<string, V>, fallback: () => V) =>
  ids.map((id) => found.get(id) ?? fallback());

/** Per-request batching of the profile numbers, so a list of members costs a fixed number of queries. */
export function profileLoaders(scope: RequestScope): ProfileLoaders {
  let loaders = byScope.get(scope);
  if (loaders) return loaders;
  const { em } = scope;
  loaders = {
    followerCount: new DataLoader(async (ids) => ordered(ids, await followerCounts(em, ids), () => 0)),
    followingCount: new DataLoader(async (ids) => ordered(ids, await followingCounts(em, ids), () => 0)),
    postCount: new DataLoader(async (ids) => {
      const rows = await em
        .getConnection()
        .execute<{ author_id: string; n: string }[]>(
          'select author_id, count(*) as n from post where not is_banned and author_id in (?) group by author_id',
          [[...ids]],
        );
      return ordered(ids, new Map(rows.map((row) => [row.author_id, Number(row.n)])), () => 0);
    }),
    followState: new DataLoader(async (ids) => {
      if (!scope.viewer) return ids.map(() => 'NONE' as FollowState);
      return ordered(ids, await followStatesOf(em, scope.viewer.id, ids), () => 'NONE' as FollowState);
    }),
    counters: new DataLoader(async (ids) => ordered(ids, await countAchievementCounters(em, ids), zeroCounters)),
  };
  byScope.set(scope, loaders);
  return loaders;
}
