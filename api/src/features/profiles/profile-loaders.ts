import DataLoader from 'dataloader';
import type { RequestScope } from '../../app/request-scope.js';
import { countAchievementCounters, zeroCounters } from '../achievements/index.js';
import type { AchievementCounters } from '../achievements/index.js';
import { countPerMember, followerCounts, followingCounts } from '../follows/index.js';
import { followStatesOf, type FollowState } from '../follows/index.js';
import { publishedPostsSql } from '../posts/index.js';

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
    postCount: new DataLoader(async (ids) =>
      ordered(ids, await countPerMember(em, publishedPostsSql('m.id'), ids), () => 0),
    ),
    followState: new DataLoader(async (ids) => {
      if (!scope.viewer) return ids.map(() => 'NONE' as FollowState);
      return ordered(ids, await followStatesOf(em, scope.viewer.id, ids), () => 'NONE' as FollowState);
    }),
    counters: new DataLoader(async (ids) => ordered(ids, await countAchievementCounters(em, ids), zeroCounters)),
  };
  byScope.set(scope, loaders);
  return loaders;
}

/**
 * What a mutation already knows of a member's follow facts (the follow it just changed), so the member it answers
 * shows them as the mutation left them without reading them again.
 */
export function primeFollowFacts(
  scope: RequestScope,
  memberId: string,
  facts: { followState: FollowState; followerCount: number },
): void {
  const loaders = profileLoaders(scope);
  loaders.followState.clear(memberId).prime(memberId, facts.followState);
  loaders.followerCount.clear(memberId).prime(memberId, facts.followerCount);
}
