import type { RateRule } from './rate-limiter.js';
import type { AppServices } from './services.js';

/** Every budget's window: its points come back whole 5 minutes after its first charge. */
export const BUDGET_WINDOW_MS = 5 * 60 * 1000;

/**
 * Whose budget a request is charged to: `web` (all of one member's sessions together: the web app, and anything
 * signed in with a login token), `token` (one personal access token), `app` (one OAuth app acting for one member),
 * `guest` (no credential, counted by address).
 */
export type BudgetCredential = 'web' | 'token' | 'app' | 'guest';

export interface Budget {
  credential: BudgetCredential;
  /** The counter's key in `rate_limit`. */
  key: string;
  rule: RateRule;
}

/** What identifies the caller: the door's scope (HTTP) or what the socket signed in with (WebSocket). */
export interface BudgetHolder {
  viewer?: { id: string } | null;
  accessToken?: { id: string; appId: string | null } | null;
  ip: string;
}

/**
 * The one rule for whose budget pays, on every door (GraphQL over HTTP and WebSocket, REST, OAuth's endpoints).
 * A script with its own token, or an app, spends its own budget and never the member's web one.
 */
export function budgetOf(services: Pick<AppServices, 'config'>, holder: BudgetHolder): Budget {
  const { config } = services;
  const scripted = { limit: config.rateLimitPoints, windowMs: BUDGET_WINDOW_MS };
  const token = holder.accessToken;
  if (token && holder.viewer) {
    if (token.appId) return { credential: 'app', key: `budget:app:${token.appId}:${holder.viewer.id}`, rule: scripted };
    return { credential: 'token', key: `budget:token:${token.id}`, rule: scripted };
  }
  if (holder.viewer)
    return {
      credential: 'web',
      key: `budget:web:${holder.viewer.id}`,
      rule: { limit: config.webRateLimitPoints, windowMs: BUDGET_WINDOW_MS },
    };
  return { credential: 'guest', key: `budget:ip:${holder.ip}`, rule: scripted };
}

/** What an operation is charged: its cost (`extensions.cost.requested`), at least 1. */
export const chargeOf = (requested: number) => Math.max(1, Math.ceil(requested));

/** A REST call (or an OAuth token exchange) is charged like the smallest GraphQL operation. */
export const REST_CHARGE = 1;
