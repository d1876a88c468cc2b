/** The public surface of the offline feature (issue #23): the installable app, the offline indicator, kept data. */
export { StatusBars } from './status-bars';
export { registerServiceWorker } from './service-worker';
export { clearPersistedCaches, persistCache, restoreCacheWhenOffline } from './persisted-cache';
export { createOfflineLink } from './offline-link';
export { isOnline, useOnline } from './online-status';
