import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { JSON_BODY_LIMIT_BYTES, refuseDeclaredOversize } from '../../app/body-limits.js';
import { refuseChunkedOversize } from '../../app/chunked-body-limit.js';
import { countRateLimitRefusal } from '../../app/metrics.js';
import { hasNulByte, NUL_BYTE_MESSAGE } from '../../app/nul-bytes.js';
import type { AppServices } from '../../app/services.js';
import { clientIp } from '../../rest/handler.js';
import { OAUTH_TOKEN_RATE } from './oauth-limits.js';
import { OAuth2Server, oauthServer } from './oauth-server.js';
import { revokeOAuthToken } from './revoke-oauth-token.js';

/** An error in RFC 6749 §5.2's shape. */
function sendOAuthError(res: Response, status: number, error: string, description: string) {
  res.set('Cache-Control', 'no-store').status(status).json({ error, error_description: description });
}

/** Reads the url-encoded body into `req.body` as single string values; anything else is an `invalid_request`. */
function formBody() {
  const parse = refuseChunkedOversize(
    express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT_BYTES }),
    JSON_BODY_LIMIT_BYTES,
  );
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('application/x-www-form-urlencoded'))
      return sendOAuthError(res, 400, 'invalid_request', 'Send the parameters as application/x-www-form-urlencoded.');
    refuseDeclaredOversize(req, res, (error?: unknown) => {
      if (error) return next(error);
      parse(req, res, (parseError?: unknown) => {
        if (parseError) return next(parseError);
        const body = (req.body ?? {}) as Record<string, unknown>;
        // RFC 6749 §3.1: parameters are sent once
        const repeated = Object.keys(body).find((key) => typeof body[key] !== 'string');
        if (repeated !== undefined)
          return sendOAuthError(res, 400, 'invalid_request', `The parameter ${repeated} is repeated.`);
        if (hasNulByte(body)) return sendOAuthError(res, 400, 'invalid_request', NUL_BYTE_MESSAGE);
        next();
      });
    });
  };
}

/** The per-address limit of the token and revocation endpoints (on top of the general one). */
function perAddressLimit(services: AppServices) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const hit = await services.rateLimiter.hit(`oauth:${clientIp(req)}`, OAUTH_TOKEN_RATE);
      if (hit.allowed) return next();
      countRateLimitRefusal();
      res.set('Retry-After', String(hit.resetSeconds));
      sendOAuthError(res, 429, 'rate_limited', 'Too many requests from this address. Please wait and try again.');
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The OAuth 2 endpoints under /oauth: `POST /oauth/token` (authorization_code with code_verifier,
 * refresh_token) and `POST /oauth/revoke` (RFC 7009). `GET /oauth/authorize` is the web app's consent screen.
 */
export function oauthRoutes(services: AppServices): Router {
  const router = express.Router();
  const guards = [perAddressLimit(services), formBody()];

  router.post('/token', ...guards, async (req: Request, res: Response, next: NextFunction) => {
    const em = services.orm.em.fork();
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const request = new OAuth2Server.Request({ method: 'POST', headers, query: {}, body: req.body });
    const response = new OAuth2Server.Response();
    try {
      await oauthServer(services, em, { authenticate: true }).token(request, response);
      res.set(response.headers).status(200).json(response.body);
    } catch (error) {
      if (!(error instanceof OAuth2Server.OAuthError) || error instanceof OAuth2Server.ServerError) return next(error);
      res.set(response.headers);
      sendOAuthError(res, error.code, error.name, error.message);
    }
  });

  router.post('/revoke', ...guards, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const outcome = await revokeOAuthToken(services, req.get('authorization'), req.body as Record<string, string>);
      if (outcome === 'invalid_client') {
        res.set('WWW-Authenticate', 'Basic realm="oauth"');
        return sendOAuthError(res, 401, 'invalid_client', 'Client authentication failed.');
      }
      if (outcome === 'invalid_request')
        return sendOAuthError(res, 400, 'invalid_request', 'Missing parameter: token.');
      res.set('Cache-Control', 'no-store').status(200).end();
    } catch (error) {
      next(error);
    }
  });

  router.all(['/token', '/revoke'], (_req: Request, res: Response) => {
    res.set('Allow', 'POST');
    sendOAuthError(res, 405, 'invalid_request', 'Use POST.');
  });
  return router;
}
