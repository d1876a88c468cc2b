import type { ReactNode } from 'react';
import { OfflineBanner } from './offline-banner';
import { UpdateBanner } from './update-banner';
import './offline.css';

/**
 * The app-wide bars along the bottom of every page: a new version waiting, and the offline indicator; `children` are
 * other app-wide bars (the rate-limit countdown), so they stack instead of covering one another.
 */
export function StatusBars({ children }: { children?: ReactNode }) {
  return (
    <div className="status-bars">
      {children}
      <UpdateBanner />
      <OfflineBanner />
    </div>
  );
}
