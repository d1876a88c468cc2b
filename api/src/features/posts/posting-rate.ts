/** How many posts a member may publish per window (docs/SECURITY.md lists it). */
export const POSTING_RATE = { limit: 20, windowMs: 60_000 };
