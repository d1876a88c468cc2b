/** The red count of unread notifications (capped at 99+); hidden from screen readers, the link names the count. */
export function UnreadBadge({ count, className }: { count: number; className: string }) {
  if (count <= 0) return null;
  return (
    <span className={`unread-badge ${className}`} aria-hidden="true" data-testid="unread-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The accessible name of a notifications link carrying the unread count. */
export function notificationsLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}
