import express, { type Router } from 'express';
import type { AppServices } from '../app/services.js';
import { mountCommentRoutes } from '../features/comments/comment.rest.js';
import { mountItineraryRoutes } from '../features/itineraries/itinerary.rest.js';
import { mountLikeRoutes } from '../features/likes/like.rest.js';
import { mountPostRoutes } from '../features/posts/post.rest.js';
import { registerAccountRoutes } from '../features/accounts/accounts.rest.js';
import { followRoutes } from '../features/follows/follow.rest.js';
import { notificationRoutes } from '../features/notifications/notification.rest.js';
import { profileRoutes } from '../features/profiles/profile.rest.js';
import { searchRoutes } from '../features/search/search.rest.js';
import { reportRoutes } from '../features/reports/report.rest.js';
import { usersAdminRoutes } from '../features/users-admin/users-admin.rest.js';
import { placesRoutes } from '../features/places/places.rest.js';
import { currencyRoutes } from '../features/currency/currency.rest.js';
import { surveyRoutes } from '../features/survey/survey.rest.js';
import { triviaRoutes } from '../features/trivia/trivia.rest.js';

/** The REST compatibility API under /api: each feature mounts the original product's paths here. */
export function createRestRouter(services: AppServices): Router {
  const router = express.Router();
  registerAccountRoutes(router, services);
  router.use(notificationRoutes(services));
  router.use(followRoutes(services));
  router.use(profileRoutes(services));
  router.use(searchRoutes(services));
  router.use(placesRoutes(services));
  router.use(currencyRoutes(services));
  router.use(surveyRoutes(services));
  router.use(triviaRoutes(services));
  mountPostRoutes(router, services);
  mountLikeRoutes(router, services);
  mountCommentRoutes(router, services);
  mountItineraryRoutes(router, services);
  router.use(reportRoutes(services));
  router.use(usersAdminRoutes(services));
  return router;
}
