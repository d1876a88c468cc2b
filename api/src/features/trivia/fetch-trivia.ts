import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rateLimited } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { checkAchievementsLater } from '../achievements/index.js';
import { requireMember } from '../../kernel/guards.js';
import { allowanceOf, fetchesInWindow, TRIVIA_FETCH_LIMIT } from './trivia-allowance.js';
import { TriviaFetch } from './trivia-fetch.entity.js';
import { TRIVIA_POOL, type TriviaItem } from './trivia-question-pool.js';
import type { TriviaBatchType } from './trivia.types.js';

export const TRIVIA_BATCH_SIZE = 10;

const countryOf = (item: TriviaItem) => item.id.split(':')[1];

/** `count` random items about `count` different countries, so no answer gives another away (partial Fisher–Yates). */
function sampleAcrossCountries(items: readonly TriviaItem[], count: number): TriviaItem[] {
  const pool = [...items];
  const picked: TriviaItem[] = [];
  const countries = new Set<string>();
  for (let i = 0; i < pool.length && picked.length < count; i++) {
    const j = i + randomInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
    if (countries.has(countryOf(pool[i]))) continue;
    countries.add(countryOf(pool[i]));
    picked.push(pool[i]);
  }
  return picked;
}

/** Serialises one member's fetches so that concurrent requests cannot pass the limit together. */
async function lockMemberTrivia(tx: EntityManager, userId: string): Promise<void> {
  await tx
    .getConnection()
    .execute('select pg_advisory_xact_lock(hashtext(?))', [`trivia:${userId}`], 'all', tx.getTransactionContext());
}

/**
 * Serves the member 10 questions none of which they were served in the last hour, at most 10 times an
 * hour (counted in the database, so restarts and several API processes share the count). Each batch
 * counts for knowledge_seeker.
 */
export async function fetchTrivia(scope: RequestScope): Promise<TriviaBatchType> {
  const viewer = requireMember(scope);
  const batch = await scope.em.transactional(async (tx) => {
    await lockMemberTrivia(tx, viewer.id);
    const now = new Date();
    const recent = await fetchesInWindow(tx, viewer.id, now);
    if (recent.length >= TRIVIA_FETCH_LIMIT) {
      const allowance = allowanceOf(recent, now);
      throw rateLimited((allowance.resetsAt.getTime() - now.getTime()) / 1000, 'Request limit reached for this hour.');
    }
    const served = new Set(recent.flatMap((f) => f.questionIds));
    const questions = sampleAcrossCountries(
      TRIVIA_POOL.filter((q) => !served.has(q.id)),
      TRIVIA_BATCH_SIZE,
    );
    const fetch = tx.create(TriviaFetch, { user: viewer.id, questionIds: questions.map((q) => q.id), fetchedAt: now });
    return { questions, ...allowanceOf([...recent, fetch], now) };
  });
  checkAchievementsLater(scope.services, [viewer.id]);
  return batch;
}
