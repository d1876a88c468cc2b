import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function UsersAdminPage() {
  return <ComingSoon title="Cultura Users Management" description="Managing members arrives with the admin screens." icon="users" />;
}
