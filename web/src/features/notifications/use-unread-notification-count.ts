/**
 * The number of unread notifications shown as the sidebar badge.
 * Placeholder until the notifications feature lands: it will read the count from the API (and keep it live).
 */
export function useUnreadNotificationCount(): number {
  return 0;
}
