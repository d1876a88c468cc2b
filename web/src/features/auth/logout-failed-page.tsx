import { Link } from 'react-router';
import { EmptyState } from '../../ui/empty-state';
import '../../ui/button.css';

/** Where a failed logout leads (/test): the session is still open, so say so and offer the way back. */
export function LogoutFailedPage() {
  return (
    <EmptyState
      tone="error"
      icon="!"
      title="We could not log you out"
      message="Your session is still open. Check your connection, then try Logout again from the menu."
      action={
        <Link className="btn btn--primary btn--md" to="/dashboard">
          Back to the dashboard
        </Link>
      }
    />
  );
}
