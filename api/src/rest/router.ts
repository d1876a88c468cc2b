import express, { type Router } from 'express';
import type { AppServices } from '../app/services.js';

/** The REST compatibility API under /api: each feature mounts the original product's paths here. */
export function createRestRouter(_services: AppServices): Router {
  const router = express.Router();
  return router;
}
