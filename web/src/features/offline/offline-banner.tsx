import { useOnline } from './online-status';
import './offline.css';

/**
 * The offline indicator: a bar along the bottom of every page while the browser has no connection, in a live region
 * that is always in the page, so a screen reader announces both the loss and the return of the connection.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="offline-banner" data-testid="offline-banner">
          <span className="offline-banner__dot" aria-hidden="true" />
          <span>
            <strong>You are offline.</strong> You see what was last loaded on this device; it updates when you are back
            online.
          </span>
        </p>
      )}
    </div>
  );
}
