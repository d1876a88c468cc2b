import express, { type Router } from 'express';
import { surveyAnswerLabel, surveyAnswerOfScore } from '@culturalink/common/survey-answers';
import type { AppServices } from '../../app/services.js';
import { encodeCursor, MAX_PAGE_SIZE } from '../../kernel/paging.js';
import { rest } from '../../rest/handler.js';
import { restMember } from '../profiles/member-rest-shape.js';
import { listSurveyResponses } from './list-survey-responses.js';
import { SURVEY_ANSWERS, SURVEY_STATEMENTS, type SurveyAnswer } from './survey-answer.js';
import { submitSurvey } from './submit-survey.js';
import type { SurveyResponseType } from './survey.types.js';

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
const BY_NAME = new Map(
  SURVEY_ANSWERS.flatMap((answer) => [
    [normalise(surveyAnswerLabel(answer)), answer] as const,
    [normalise(answer), answer] as const,
  ]),
);

/** 'Strongly Agree', 'STRONGLY_AGREE', 5 or '5'; anything else is left for the service to refuse as missing. */
function answerFromRest(value: unknown): SurveyAnswer | null {
  const score =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*[1-5]\s*$/.test(value) ? Number(value) : null;
  if (score !== null) return Number.isInteger(score) && score >= 1 && score <= 5 ? surveyAnswerOfScore(score) : null;
  return typeof value === 'string' ? (BY_NAME.get(normalise(value)) ?? null) : null;
}

const questionsOf = (response: SurveyResponseType) =>
  Object.fromEntries(response.answers.map((answer, i) => [`q${i + 1}`, surveyAnswerLabel(answer)]));

/** The original's survey calls: POST /get-survey {q1..q6} (members) and GET /surveys (administrators). */
export function surveyRoutes(services: AppServices): Router {
  const router = express.Router();

  router.post(
    '/get-survey',
    rest(services, async (scope, req, res) => {
      const body = req.body as Record<string, unknown>;
      const response = await submitSurvey(
        scope,
        SURVEY_STATEMENTS.map((_, i) => answerFromRest(body[`q${i + 1}`])),
      );
      res.status(201);
      return { id: response.id, ...questionsOf(response), date_submitted: response.createdAt.toISOString() };
    }),
  );

  router.get(
    '/surveys',
    rest(services, async (scope) => {
      const responses: SurveyResponseType[] = [];
      for (let after: string | null = null; ;) {
        const page = await listSurveyResponses(scope, { first: MAX_PAGE_SIZE, after });
        responses.push(...page.nodes);
        if (!page.hasNextPage) break;
        after = encodeCursor(page.nodes.at(-1)!);
      }
      // Oldest first; nothing but the answers and the id at the top level, since the original's results screen
      // counts every top-level value as an answer (the date travels inside `cultura_user`).
      return responses.reverse().map((response) => ({
        id: response.id,
        ...questionsOf(response),
        cultura_user: {
          ...restMember(scope, response.respondent),
          date_submitted: response.createdAt.toISOString(),
        },
      }));
    }),
  );
  return router;
}
