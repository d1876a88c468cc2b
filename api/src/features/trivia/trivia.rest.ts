import { triviaCategoryLabel } from '@culturalink/common/trivia-categories';
import express, { type Router } from 'express';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { fetchTrivia } from './fetch-trivia.js';

/** GET /api/trivia (an addition: the original called a third-party trivia service from the browser). */
export function triviaRoutes(services: AppServices): Router {
  const router = express.Router();
  router.get(
    '/trivia',
    rest(services, async (scope, _req, res) => {
      const batch = await fetchTrivia(scope);
      res.set('X-Trivia-Fetches-Used', String(batch.fetchesUsed));
      res.set('X-Trivia-Fetch-Limit', String(batch.fetchLimit));
      return batch.questions.map(({ category, question, answer }) => ({
        category: triviaCategoryLabel(category),
        question,
        answer,
      }));
    }),
  );
  return router;
}
