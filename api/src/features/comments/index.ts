/** The public surface of the comments feature: other features and the app import only from here. */
export { CommentConnection, CommentType } from './comment.types.js';
export { COMMENT_RATE } from './add-comment.js';
