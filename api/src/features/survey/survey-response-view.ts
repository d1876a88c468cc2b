import { answerOfScore } from './survey-answer.js';
import type { SurveyResponse } from './survey-response.entity.js';
import type { SurveyResponseType } from './survey.types.js';

/** The GraphQL view of a stored response (its respondent must be loaded). */
export const toSurveyResponseType = (row: SurveyResponse): SurveyResponseType => ({
  id: row.id,
  respondent: row.respondent,
  answers: row.scores.map(answerOfScore),
  scores: [...row.scores],
  createdAt: row.createdAt,
});
