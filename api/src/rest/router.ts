import express, { type Router } from 'express';
import type { AppServices } from '../app/services.js';
import { registerAccountRoutes } from '../features/accounts/accounts.rest.js';

/** The REST compatibility API under /api: each feature mounts the original product's paths here. */
export function createRestRouter(services: AppServices): Router {
  const router = express.Router();
  registerAccountRoutes(router, services);
  return router;
}
