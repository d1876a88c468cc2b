import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function ReportPage() {
  return <ComingSoon title="Report a post" description="The three-step report wizard arrives with moderation." icon="flag" />;
}
