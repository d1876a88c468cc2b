import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function UserProfilePage() {
  return <ComingSoon title="Member profile" description="Another member's posts, achievements and the follow button arrive with profiles." icon="user" />;
}
