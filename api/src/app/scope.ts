import { publicOrigin } from '../kernel/public-url.js';
import { sessionScopes } from '../kernel/token-scopes.js';
import { findLiveSession, tokenFromAuthorization } from '../features/accounts/session.service.js';
import { isAccessTokenSecret } from '../features/access-tokens/access-token-secret.js';
import { findLiveAccessToken } from '../features/access-tokens/find-live-access-token.js';
import type { RequestScope } from './request-scope.js';
import type { AppServices } from './services.js';

/** Builds the scope of one request from its Authorization value (HTTP header or WebSocket connection param). */
export async function createRequestScope(
  services: AppServices,
  input: { authorization?: string | null; ip: string; origin?: string },
): Promise<RequestScope> {
  const em = services.orm.em.fork();
  const origin = input.origin ?? publicOrigin(services.config);
  const token = tokenFromAuthorization(input.authorization);
  if (token && isAccessTokenSecret(token)) {
    const live = await findLiveAccessToken(em, token);
    const accessToken = live ? { id: live.id, scopes: live.scopes } : null;
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
