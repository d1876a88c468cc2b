import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { JSON_BODY_LIMIT_BYTES, refuseDeclaredOversize } from '../../app/body-limits.js';
import { refuseChunkedOversize } from '../../app/chunked-body-limit.js';
import { countRateLimitRefusal } from '../../app/metrics.js';
import { hasNulByte, NUL_BYTE_MESSAGE } from '../../app/nul-bytes.js';
import type { AppServices } from '../../app/services.js';
import { createRequestScope } from '../../app/scope.js';
import { publicOrigin } from '../../kernel/public-url.js';
import { clientIp, requestFacts } from '../../rest/handler.js';
import { basicCredentials } from './client-credentials.js';
import { registerClient } from './dynamic-registration.js';
import { introspectToken } from './introspect-token.js';
import { authorizationServerMetadata } from './oauth-metadata.js';
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

/** Reads a JSON body (RFC 7591's registration request); anything else is an `invalid_client_metadata`. */
function jsonBody() {
  const parse = refuseChunkedOversize(express.json({ limit: JSON_BODY_LIMIT_BYTES }), JSON_BODY_LIMIT_BYTES);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('application/json'))
      return sendOAuthError(res, 400, 'invalid_client_metadata', 'Send the client metadata as application/json.');
    refuseDeclaredOversize(req, res, (error?: unknown) => {
      if (error) return next(error);
      parse(req, res, (parseError?: unknown) => {
        if (parseError) return sendOAuthError(res, 400, 'invalid_client_metadata', 'The body is not valid JSON.');
        if (hasNulByte(req.body)) return sendOAuthError(res, 400, 'invalid_client_metadata', NUL_BYTE_MESSAGE);
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

const GRANT_TYPES = new Set(['authorization_code', 'refresh_token']);
/** What the library says of a redirect_uri other than the authorization request's: RFC 6749 §5.2 calls it invalid_grant. */
const REDIRECT_MISMATCH = 'Invalid request: `redirect_uri` is invalid';

/**
 * The token request's grant type, checked before the client is (RFC 6749 §5.2): missing is `invalid_request`,
 * one we do not issue `unsupported_grant_type`, whoever asks (a public app included). Null when it is fine.
 */
function grantTypeRefusal(body: Record<string, string>): { error: string; description: string } | null {
  const grantType = body.grant_type;
  if (!grantType) return { error: 'invalid_request', description: 'Missing parameter: grant_type.' };
  if (!GRANT_TYPES.has(grantType))
    return {
      error: 'unsupported_grant_type',
      description: 'grant_type is authorization_code or refresh_token.',
    };
  return null;
}

/** `GET /.well-known/oauth-authorization-server` (RFC 8414): the metadata, readable from any origin. */
export function oauthMetadataRoute(services: AppServices) {
  return (req: Request, res: Response) => {
    const origin = publicOrigin(services.config, { protocol: req.protocol, host: req.get('host') });
    res.set({ 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=3600' });
    res.json(authorizationServerMetadata(origin));
  };
}

/**
 * The OAuth 2 endpoints under /oauth: `POST /oauth/token` (authorization_code with code_verifier,
 * refresh_token), `POST /oauth/revoke` (RFC 7009), `POST /oauth/introspect` (RFC 7662) and `POST /oauth/register`
 * (RFC 7591, JSON, with the member's token). `GET /oauth/authorize` is the web app's consent screen.
 */
export function oauthRoutes(services: AppServices): Router {
  const router = express.Router();
  const guards = [perAddressLimit(services), formBody()];

  router.post('/token', ...guards, async (req: Request, res: Response, next: NextFunction) => {
    const refused = grantTypeRefusal(req.body as Record<string, string>);
    if (refused) return sendOAuthError(res, 400, refused.error, refused.description);
    const em = services.orm.em.fork();
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    // RFC 6749 §2.3.1: Basic credentials are form-urlencoded first (oauth4webapi encodes even `_` and `-`); the
    // library would compare them undecoded, so they reach it decoded, as the form's client_id and client_secret.
    const body = { ...(req.body as Record<string, string>) };
    const basic = basicCredentials(headers.authorization);
    if (basic) {
      delete headers.authorization;
      body.client_id = basic.id;
      body.client_secret = basic.secret;
    }
    const request = new OAuth2Server.Request({ method: 'POST', headers, query: {}, body });
    const response = new OAuth2Server.Response();
    try {
      await oauthServer(services, em, { authenticate: true }).token(request, response);
      res.set(response.headers).status(200).json(response.body);
    } catch (error) {
      if (!(error instanceof OAuth2Server.OAuthError) || error instanceof OAuth2Server.ServerError) return next(error);
      res.set(response.headers);
      if (error instanceof OAuth2Server.InvalidRequestError && error.message === REDIRECT_MISMATCH)
        return sendOAuthError(res, 400, 'invalid_grant', 'redirect_uri differs from the authorization request’s.');
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

  router.post('/introspect', ...guards, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const answer = await introspectToken(services, req.get('authorization'), req.body as Record<string, string>);
      if (answer === 'invalid_client') {
        res.set('WWW-Authenticate', 'Basic realm="oauth"');
        return sendOAuthError(res, 401, 'invalid_client', 'Introspection is for confidential apps, with their secret.');
      }
      if (answer === 'invalid_request') return sendOAuthError(res, 400, 'invalid_request', 'Missing parameter: token.');
      res.set('Cache-Control', 'no-store').status(200).json(answer);
    } catch (error) {
      next(error);
    }
  });

  router.post(
    '/register',
    perAddressLimit(services),
    jsonBody(),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const scope = await createRequestScope(services, requestFacts(services, req));
        const answer = await registerClient(scope, req.body);
        if ('error' in answer) {
          if (answer.status === 401) res.set('WWW-Authenticate', 'Bearer realm="oauth", error="invalid_token"');
          return sendOAuthError(res, answer.status, answer.error, answer.description);
        }
        res.set('Cache-Control', 'no-store').status(answer.status).json(answer.body);
      } catch (error) {
        next(error);
      }
    },
  );

  router.all(['/token', '/revoke', '/introspect', '/register'], (_req: Request, res: Response) => {
    res.set('Allow', 'POST');
    sendOAuthError(res, 405, 'invalid_request', 'Use POST.');
  });
  return router;
}
