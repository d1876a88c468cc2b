import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function NotificationsPage() {
  return <ComingSoon title="Notifications" description="Likes and follows, filters and read states arrive with notifications." icon="🔔" />;
}
