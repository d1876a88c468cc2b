import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { readApiError } from '../../lib/graphql-error';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageSpinner } from '../../ui/spinner';
import { clearToken } from '../../lib/session';
import { useViewer } from '../../lib/viewer';

/**
 * Routes behind sign-in. A stored token the server no longer accepts is dropped (the member goes to login);
 * a network failure keeps it and offers a retry instead of signing the member out.
 */
export function RequireSignIn() {
  const { viewer, loading, error, token, refetch } = useViewer();
  const networkFailure = error !== undefined && readApiError(error).code === 'NETWORK';
  const rejected = Boolean(token) && !loading && !networkFailure && (error !== undefined || viewer === null);

  useEffect(() => {
    if (rejected) clearToken();
  }, [rejected]);

  if (!token || rejected) return <Navigate to="/" replace />;
  if (networkFailure)
    return (
      <EmptyState
        tone="error"
        title="We could not reach CulturaLink"
        message="Check your connection and try again."
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  if (loading || !viewer) return <PageSpinner label="Loading your account" />;
  return <Outlet />;
}
