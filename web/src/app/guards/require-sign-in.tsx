import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { readApiError } from '../../lib/graphql-error';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageSpinner } from '../../ui/spinner';
import { clearToken } from '../../lib/session';
import { useViewer } from '../../lib/viewer';

/** Answers that say nothing about the token: it is kept. */
const TRANSIENT = new Set(['NETWORK', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE']);

/**
 * Routes behind sign-in. A stored token the server no longer accepts is dropped (the member goes to login);
 * a network failure keeps it and offers a retry instead of signing the member out. A 429 is neither: the query
 * waits out its Retry-After and runs again by itself (app/rate-limit-link.ts) while the countdown shows.
 */
export function RequireSignIn() {
  const { viewer, loading, error, token, refetch } = useViewer();
  const code = error === undefined ? undefined : readApiError(error).code;
  const networkFailure = code === 'NETWORK';
  const rejected =
    Boolean(token) && !loading && !(code && TRANSIENT.has(code)) && (error !== undefined || viewer === null);

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
  if (code && TRANSIENT.has(code))
    return (
      <EmptyState
        tone="error"
        title="CulturaLink is busy"
        message={readApiError(error).message}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  if (loading || !viewer) return <PageSpinner label="Loading your account" />;
  return <Outlet />;
}
