import { useRouteError } from 'react-router';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

/** Shown when a page fails to load or render (for example a stale chunk after an update). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="standalone-page">
      <EmptyState
        tone="error"
        icon="!"
        title="Something went wrong"
        message="This page could not be shown. Reloading usually fixes it."
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      />
    </main>
  );
}
