import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function ReportsAdminPage() {
  return <ComingSoon title="Content Reports" description="Reviewing reported content arrives with the admin screens." icon="shield" />;
}
