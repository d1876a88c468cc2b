import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../ui/spinner';
import { useViewer } from '../../lib/viewer';

/** Login and sign-up screens: a signed-in member goes straight to the dashboard. */
export function GuestOnly() {
  const { viewer, loading } = useViewer();
  if (loading) return <PageSpinner />;
  if (viewer) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
