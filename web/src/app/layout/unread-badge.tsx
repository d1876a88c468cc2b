/**
 * The red count of unread notifications (capped at 99+). Next to a visible label (`spoken`) it is part of the link's
 * name ("Notifications 4 unread": the visible text stays inside the accessible name, WCAG 2.5.3); on an icon-only link
 * it is hidden from screen readers and the link's aria-label names the count.
 */
export function UnreadBadge({
  count,
  className,
  spoken = false,
}: {
  count: number;
  className: string;
  spoken?: boolean;
}) {
  if (count <= 0) return null;
  const text = count > 99 ? '99+' : String(count);
  if (spoken)
    return (
      <>
        {' '}
        <span className={`unread-badge ${className}`} data-testid="unread-badge">
          {text}
          <span className="visually-hidden"> unread</span>
        </span>
      </>
    );
  return (
    <span className={`unread-badge ${className}`} aria-hidden="true" data-testid="unread-badge">
      {text}
    </span>
  );
}

/** The accessible name of a notifications link carrying the unread count. */
export function notificationsLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}
