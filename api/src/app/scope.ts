import { GraphQLError } from 'graphql';
import { publicOrigin } from '../kernel/public-url.js';
import { sessionScopes } from '../kernel/token-scopes.js';
import { findLiveSession, tokenFromAuthorization } from '../features/accounts/index.js';
import { isAccessTokenSecret } from '../features/access-tokens/index.js';
import { findLiveAccessToken } from '../features/access-tokens/index.js';
import { appErrorOfDatabase } from './database-errors.js';
import { AppError, httpStatusOf } from './errors.js';
import type { RequestScope } from './request-scope.js';
import type { AppServices } from './services.js';

type ScopeInput = { authorization?: string | null; ip: string; origin?: string };

/** A token was offered but is malformed, unknown, expired or revoked: never silently a guest. */
export const invalidCredentials = () =>
  new AppError('UNAUTHENTICATED', 'Your session has ended or its token is not valid. Please sign in again.');

/**
 * Builds the scope of one request from its Authorization value (HTTP header or WebSocket connection param).
 * No Authorization, or one that names no live session or access token, is a guest here: each door refuses
 * the latter its own way (`checkedCredentials`: 401 over HTTP; websocket.ts: the socket is refused).
 */
export async function createRequestScope(services: AppServices, input: ScopeInput): Promise<RequestScope> {
  const em = services.orm.em.fork();
  const origin = input.origin ?? publicOrigin(services.config);
  const token = tokenFromAuthorization(input.authorization);
  if (token && isAccessTokenSecret(token)) {
    const live = await findLiveAccessToken(em, token);
    const accessToken = live ? { id: live.id, scopes: live.scopes, appId: live.appId } : null;
    const scopes = live ? new Set(live.scopes) : sessionScopes(null);
    return { services, em, session: null, accessToken, scopes, viewer: live?.user ?? null, ip: input.ip, origin };
  }
  const session = await findLiveSession(em, token);
  const viewer = session?.user ?? null;
  return { services, em, session, accessToken: null, scopes: sessionScopes(viewer), viewer, ip: input.ip, origin };
}

/** The scope the general rate limit already built for this HTTP request (app/request-rate-limit.ts), if any. */
export const scopeBuiltFor = (res: { locals: Record<string, unknown> }): RequestScope | undefined =>
  res.locals.scope as RequestScope | undefined;

/** The GraphQL context of an HTTP request: as createRequestScope, an invalid token answered 401 UNAUTHENTICATED. */
export async function createGraphQLScope(
  services: AppServices,
  input: ScopeInput,
  prebuilt?: RequestScope,
): Promise<RequestScope> {
  try {
    return checkedCredentials(prebuilt ?? (await createRequestScope(services, input)), input.authorization);
  } catch (caught) {
    const error = caught instanceof AppError ? caught : appErrorOfDatabase(caught);
    if (!error) throw caught;
    const retryAfter = error.details.retryAfterSeconds;
    throw new GraphQLError(error.message, {
      extensions: {
        code: error.code,
        ...(retryAfter ? { retryAfterSeconds: retryAfter } : {}),
        http: {
          status: httpStatusOf[error.code],
          ...(retryAfter ? { headers: new Map([['retry-after', String(retryAfter)]]) } : {}),
        },
      },
    });
  }
}

/** A scope built for an Authorization value that names no live session or access token is refused (401). */
export function checkedCredentials(scope: RequestScope, authorization: string | null | undefined): RequestScope {
  if (!scope.session && !scope.accessToken && authorization?.trim()) throw invalidCredentials();
  return scope;
}
