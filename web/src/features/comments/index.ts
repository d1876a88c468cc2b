/** The public surface of the comments feature: other features and the app import only from here. */
export { CommentsModal } from './comments-modal';
export { CommentsPanel } from './comments-panel';
