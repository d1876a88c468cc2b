import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { allowanceOf, fetchesInWindow } from './trivia-allowance.js';
import { TRIVIA_POOL, type TriviaItem } from './trivia-question-pool.js';
import type { TriviaBatchType } from './trivia.types.js';

const byId = new Map(TRIVIA_POOL.map((item) => [item.id, item]));

/**
 * What the member was served in the last hour, in order, with the allowance: the trivia page opened again (a
 * refresh, a second tab) shows these instead of spending one of the hour's fetches. Questions no longer in the
 * pool (a new release changed it) are left out.
 */
export async function recentTrivia(scope: RequestScope): Promise<TriviaBatchType> {
  const viewer = requireMember(scope);
  const now = new Date();
  const recent = await fetchesInWindow(scope.em, viewer.id, now);
  const questions = recent
    .flatMap((fetch) => fetch.questionIds)
    .map((id) => byId.get(id))
    .filter((item): item is TriviaItem => item !== undefined);
  return { questions, ...allowanceOf(recent, now) };
}
