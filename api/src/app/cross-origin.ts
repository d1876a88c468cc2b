import cors from 'cors';
import type { RequestHandler } from 'express';
import type { Config } from '../config.js';

/** Methods the original client and GraphQL clients use (the original server also allowed PATCH). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The original server's list, plus what Apollo clients send to /graphql (CSRF prevention headers). */
const ALLOWED_HEADERS = [
  'accept',
  'authorization',
  'content-type',
  'user-agent',
  'x-csrftoken',
  'x-requested-with',
  'apollo-require-preflight',
  'x-apollo-operation-name',
];

/** Browsers may cache a preflight answer this long (the original's value). */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

const passThrough: RequestHandler = (_req, _res, next) => next();

/**
 * Cross-origin access for `/api`, `/graphql` and `/uploads`: pages served from one of `CORS_ORIGINS` may call
 * them with credentials. The request's exact `Origin` is echoed (never `*`, which credentials forbid) with
 * `Vary: Origin`; headers are set before the route runs, so error answers carry them too. Preflights answer
 * 204 and are cached for a day. With no origins configured nothing is added: same-origin pages need none.
 */
export function crossOriginAccess(config: Pick<Config, 'corsOrigins'>): RequestHandler {
  if (config.corsOrigins.length === 0) return passThrough;
  return cors({
    origin: [...config.corsOrigins],
    credentials: true,
    methods: METHODS,
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['Retry-After'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
}
