import { OfflineBanner } from './offline-banner';
import { UpdateBanner } from './update-banner';
import './offline.css';

/** The app-wide bars along the bottom of every page: a new version waiting, and the offline indicator. */
export function StatusBars() {
  return (
    <div className="status-bars">
      <UpdateBanner />
      <OfflineBanner />
    </div>
  );
}
