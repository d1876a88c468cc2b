/** The public surface of the support feature: other features and the app import only from here. */
export { SUPPORT_MESSAGE_ADDED } from './support-events.js';
