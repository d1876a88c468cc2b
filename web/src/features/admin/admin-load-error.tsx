import { Navigate } from 'react-router';
import { readApiError } from '../../lib/graphql-error';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

/** A failed admin load: a refusal (the role was taken away meanwhile) sends to the not-found page; anything else offers a retry. */
export function AdminLoadError({ error, title, onRetry }: { error: unknown; title: string; onRetry: () => void }) {
  const { code } = readApiError(error);
  if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return <Navigate to="/not-found" replace />;
  return (
    <EmptyState
      tone="error"
      title={title}
      message="Check your connection and try again."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
