/** The public surface of the privacy feature: other features and the app import only from here. */
export {
  blockedPairParams,
  blockedPairSql,
  canSeePost,
  canSeePostsOf,
  isBlockedBetween,
  memberShownSql,
  mutedByViewerSql,
  postVisibility,
  visibleContentSql,
  visiblePostsCondition,
  visiblePostsSql,
} from './visibility.js';
