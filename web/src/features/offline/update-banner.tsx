import { reloadToUpdate, useUpdateWaiting } from './service-worker';
import './offline.css';

/** "A new version is available — Reload": shown once a new version has installed, until the member reloads. */
export function UpdateBanner() {
  const waiting = useUpdateWaiting();
  return (
    <div role="status" aria-live="polite">
      {waiting ? (
        <p className="update-banner" data-testid="update-banner">
          <span>A new version is available.</span>
          <button type="button" className="update-banner__reload" onClick={reloadToUpdate}>
            Reload
          </button>
        </p>
      ) : null}
    </div>
  );
}
