/** The public surface of the support feature: other features and the app import only from here. */
export { SupportChatSlot } from './support-chat-slot';
