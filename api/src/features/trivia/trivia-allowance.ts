import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { TriviaFetch } from './trivia-fetch.entity.js';
import type { TriviaAllowanceType } from './trivia.types.js';

export const TRIVIA_FETCH_LIMIT = 10;
export const TRIVIA_WINDOW_MS = 3_600_000;

/** The member's fetches of the last hour (a rolling window), oldest first. */
export async function fetchesInWindow(em: EntityManager, userId: string, now: Date): Promise<TriviaFetch[]> {
  return em.find(
    TriviaFetch,
    { user: userId, fetchedAt: { $gt: new Date(now.getTime() - TRIVIA_WINDOW_MS) } },
    { orderBy: { fetchedAt: 'asc' } },
  );
}

export function allowanceOf(recent: readonly TriviaFetch[], now: Date): TriviaAllowanceType {
  const oldest = recent[0];
  return {
    fetchesUsed: recent.length,
    fetchLimit: TRIVIA_FETCH_LIMIT,
    resetsAt: oldest ? new Date(oldest.fetchedAt.getTime() + TRIVIA_WINDOW_MS) : now,
  };
}

export async function triviaAllowance(scope: RequestScope): Promise<TriviaAllowanceType> {
  const viewer = requireMember(scope);
  const now = new Date();
  return allowanceOf(await fetchesInWindow(scope.em, viewer.id, now), now);
}
