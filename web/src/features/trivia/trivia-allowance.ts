export interface Allowance {
  fetchesUsed: number;
  fetchLimit: number;
  resetsAt: string;
}

export function isLimitReached(allowance: Allowance | null): boolean {
  return allowance !== null && allowance.fetchesUsed >= allowance.fetchLimit;
}

/** The allowance after the server refused a fetch with RATE_LIMITED: every fetch used until retryAfterSeconds from now. */
export function exhaustedAllowance(previous: Allowance | null, retryAfterSeconds: number, now: Date): Allowance {
  const fetchLimit = previous?.fetchLimit ?? 10;
  return {
    fetchesUsed: fetchLimit,
    fetchLimit,
    resetsAt: new Date(now.getTime() + Math.max(0, retryAfterSeconds) * 1000).toISOString(),
  };
}

/** "at 14:05": when the hourly allowance starts again, in the member's local time. */
export function resetTimeLabel(resetsAt: string, locale?: string): string {
  return new Date(resetsAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}
