import { publicOrigin } from '../kernel/public-url.js';
import { findLiveSession, tokenFromAuthorization } from '../features/accounts/session.service.js';
import type { RequestScope } from './request-scope.js';
import type { AppServices } from './services.js';

/** Builds the scope of one request from its Authorization value (HTTP header or WebSocket connection param). */
export async function createRequestScope(
  services: AppServices,
  input: { authorization?: string | null; ip: string; origin?: string },
): Promise<RequestScope> {
  const em = services.orm.em.fork();
  const session = await findLiveSession(em, tokenFromAuthorization(input.authorization));
  const origin = input.origin ?? publicOrigin(services.config);
  return { services, em, session, viewer: session?.user ?? null, ip: input.ip, origin };
}
