import type { EntityManager } from '@mikro-orm/postgresql';
import type { LiveSession } from '../features/accounts/index.js';
import type { User } from '../features/accounts/user.entity.js';
import type { TokenScope } from '../kernel/token-scopes.js';
import type { Budget } from './budgets.js';
import type { RateState } from './rate-limiter.js';
import type { AppServices } from './services.js';

/**
 * Everything a feature service needs to serve one request, whatever door it came through
 * (GraphQL over HTTP, GraphQL over WebSocket, REST). Services take a scope and plain inputs.
 */
export interface RequestScope {
  services: AppServices;
  /** A fork of the ORM's EntityManager private to this request or subscription event. */
  em: EntityManager;
  /** The signed-in member, or null for a guest. Inactive members never appear here. */
  viewer: User | null;
  session: LiveSession | null;
  /** The personal access token the request signed in with (then `session` is null). */
  /** `appId`: the OAuth app it was issued to, null for a personal access token. */
  accessToken: { id: string; scopes: readonly TokenScope[]; appId: string | null } | null;
  /** What this request may do: a token's scopes, else every scope the viewer may hold (see kernel/token-scopes.ts). */
  scopes: ReadonlySet<TokenScope>;
  /** The client's address, for rate limits and logs. */
  ip: string;
  /** Our address as this client reaches it (`PUBLIC_URL`, else the request's), for absolute links; see kernel/public-url.ts. */
  origin: string;
  /** Over HTTP: where the client stands in its budget once this request was charged (`extensions.rateLimit`). */
  generalLimit?: RateState;
  /** Over HTTP: the budget this request is charged to (app/budgets.ts), once the rate limit has counted it. */
  budget?: Budget;
  /** Over HTTP: the points this request was charged (`extensions.cost.charged`). */
  charged?: number;
}
