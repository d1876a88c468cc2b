import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { requestContext, type Logger } from '../logger.js';
import { httpRequestDuration } from './metrics.js';
import { failSpan, tracingEnabled, withServerSpan } from './tracing.js';

/** An id a proxy in front of us already gave the request (X-Request-Id) is kept when it looks like one. */
const GIVEN_ID = /^[\w.:-]{8,128}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && GIVEN_ID.test(header) ? header : randomUUID();
}

/** Probes and scrapes are not worth a line each. */
const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

/** A bounded route label: the Express pattern when a route matched, else the area of the site. */
function routeOf(req: Request): string {
  if (req.route?.path) return `${req.baseUrl}${String(req.route.path)}`;
  const path = req.originalUrl.split('?')[0];
  for (const prefix of ['/graphql', '/uploads', '/assets', '/map', '/api', '/dev']) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return prefix;
  }
  return 'web';
}

/**
 * Gives every request an id (answered in X-Request-Id, carried by every log line written while serving it,
 * GraphQL and REST alike), records its latency in http_request_duration_seconds, writes one access-log line,
 * and, with tracing on, serves it inside a SERVER span (continuing the caller's `traceparent`).
 */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    const started = process.hrtime.bigint();
    const path = req.originalUrl.split('?')[0];
    res.setHeader('X-Request-Id', requestId);
    requestContext.run({ requestId }, () => {
      if (!tracingEnabled()) return next();
      withServerSpan(
        req.method,
        req.headers,
        { 'http.request.method': req.method, 'url.path': path, 'culturalink.request_id': requestId },
        (span) => {
          res.once('close', () => {
            const route = routeOf(req);
            span.updateName(`${req.method} ${route}`);
            span.setAttributes({ 'http.route': route, 'http.response.status_code': res.statusCode });
            if (res.statusCode >= 500 || !res.writableFinished) failSpan(span, String(res.statusCode));
            span.end();
          });
          next();
        },
      );
    });
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(req);
      httpRequestDuration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
      const line = {
        requestId,
        method: req.method,
        path,
        route,
        status: res.statusCode,
        ms: Math.round(seconds * 10_000) / 10,
      };
      if (QUIET.has(path)) logger.debug('request', line);
      else logger.info('request', line);
    });
  };
}
