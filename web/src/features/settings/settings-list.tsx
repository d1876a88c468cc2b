import type { ReactNode } from 'react';
import { readApiError } from '../../lib/graphql-error';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';

/**
 * A settings list in its four states: loading (never "none" before the list arrives), failed with Try again
 * (never "none" either), empty, and the items.
 */
export function SettingsList<T>({
  noun,
  items,
  loading,
  error,
  onRetry,
  children,
}: {
  /** What the list holds, e.g. "access tokens": "Loading your access tokens", "You have no access tokens." */
  noun: string;
  items: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (!items && loading) return <Spinner size="sm" label={`Loading your ${noun}`} />;
  if (!items && error)
    return (
      <div className="settings-note" role="alert">
        <p>
          Could not load your {noun}. {readApiError(error).message}
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  if (!items || items.length === 0) return <p className="settings-note">You have no {noun}.</p>;
  return (
    <ul className="token-list" aria-label={`Your ${noun}`}>
      {children(items)}
    </ul>
  );
}
