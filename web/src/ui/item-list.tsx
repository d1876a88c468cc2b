import type { ReactNode } from 'react';
import { readApiError } from '../lib/graphql-error';
import { Button } from './button';
import { Spinner } from './spinner';
import './item-list.css';

/**
 * A member's own list (access tokens, webhooks, apps) in its four states: loading (never "none" before the list arrives), failed with Try again
 * (never "none" either), empty, and the items.
 */
export function ItemList<T>({
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
      <div className="item-list__note" role="alert">
        <p>
          Could not load your {noun}. {readApiError(error).message}
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  if (!items || items.length === 0) return <p className="item-list__note">You have no {noun}.</p>;
  return (
    <ul className="item-list" aria-label={`Your ${noun}`}>
      {children(items)}
    </ul>
  );
}
