/** The public surface of the notifications feature: other features and the app import only from here. */
export { isNotificationShownTo, markNotificationRead } from './notification.service.js';
export { NotificationKind, NotificationType } from './notification.types.js';
export {
  NOTIFICATION_CHANGED,
  NOTIFICATION_CREATED,
  notify,
  recordCascadedNotificationsRemoved,
  recordNotificationChange,
  withdrawNotifications,
} from './notify.js';
