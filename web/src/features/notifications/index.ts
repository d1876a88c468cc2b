/** The public surface of the notifications feature: other features and the app import only from here. */
export { useFallbackPollInterval, useRefetchOnReconnect } from './live-sync';
export { useUnreadNotificationCount } from './use-unread-notification-count';
