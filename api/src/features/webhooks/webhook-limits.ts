/** Webhooks a member may hold at once. */
export const MAX_WEBHOOKS = 10;
/** Tries of one delivery (the first and five retries), spaced by retryDelayMs. */
export const MAX_DELIVERY_TRIES = 6;
/** Deliveries in a row that failed every try before the webhook is disabled. */
export const DISABLE_AFTER_FAILED_DELIVERIES = 5;
/** How long one try may take to be answered. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How long the delivery log is kept. */
export const DELIVERY_LOG_DAYS = 30;

/**
 * The wait after failed try `tries` (1-based): base × 5^(tries-1). With the default base of 30 s: 30 s,
 * 2.5 min, 12.5 min, about 1 h and 5 h, so the last try comes about 6.5 hours after the first.
 */
export const retryDelayMs = (baseMs: number, tries: number): number => baseMs * 5 ** Math.max(0, tries - 1);
