import type { RequestScope } from '../../app/request-scope.js';
import { requireAdmin } from '../../kernel/guards.js';
import { SURVEY_ANSWERS } from './survey-answer.js';
import type { SurveyStatsType } from './survey.types.js';

/** The stats screen's numbers from score counts: mean to 2 decimals, most common answer (ties: higher score). */
export function statsFromCounts(totalResponses: number, countsByScore: ReadonlyMap<number, number>): SurveyStatsType {
  const countsByAnswer = SURVEY_ANSWERS.map((answer, i) => ({
    answer,
    score: i + 1,
    count: countsByScore.get(i + 1) ?? 0,
  }));
  const answered = countsByAnswer.reduce((sum, c) => sum + c.count, 0);
  if (answered === 0) return { totalResponses, averageScore: null, mostCommonAnswer: null, countsByAnswer };
  const scoreSum = countsByAnswer.reduce((sum, c) => sum + c.score * c.count, 0);
  const mostCommon = countsByAnswer.reduce((best, c) => (c.count >= best.count ? c : best));
  return {
    totalResponses,
    averageScore: Math.round((scoreSum / answered) * 100) / 100,
    mostCommonAnswer: mostCommon.answer,
    countsByAnswer,
  };
}

/** Totals over every response, counted in the database. */
export async function surveyStats(scope: RequestScope): Promise<SurveyStatsType> {
  requireAdmin(scope);
  const connection = scope.em.getConnection();
  const [{ total }] = await connection.execute<{ total: string }[]>('select count(*) as total from survey_response');
  const rows = await connection.execute<{ score: number; count: string }[]>(
    'select s.score::int as score, count(*) as count from survey_response r cross join lateral jsonb_array_elements_text(r.scores) as s(score) group by s.score',
  );
  return statsFromCounts(Number(total), new Map(rows.map((r) => [Number(r.score), Number(r.count)])));
}
