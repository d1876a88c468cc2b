import { ComingSoon } from '../../ui/coming-soon';
import { SupportChatSlot } from '../support/support-chat-slot';

/** Placeholder until a later feature builds this screen. */
export function DashboardPage() {
  return (
    <>
      <ComingSoon title="Your cultural feed" description="Posts from the community, a composer to share your own stories and infinite scrolling arrive with the feed." icon="compass" />
      <SupportChatSlot />
    </>
  );
}
