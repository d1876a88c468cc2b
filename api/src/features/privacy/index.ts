/** The public surface of the privacy feature: other features and the app import only from here. */
export {
  canSeePost,
  canSeePostsOf,
  postVisibility,
  visibleContentSql,
  visiblePostsCondition,
  visiblePostsSql,
} from './visibility.js';
