import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function ProfilePage() {
  return <ComingSoon title="Your profile" description="Your posts, followers and achievements arrive with profiles." icon="user" />;
}
