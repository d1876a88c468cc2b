/** The public surface of the follows feature: other features and the app import only from here. */
export {
  acceptedFollowersSql,
  acceptedFollowingSql,
  countPerMember,
  followerCounts,
  followingCounts,
} from './follow-counts.js';
export { followStatesOf, type FollowState } from './follow-status.js';
export { FollowStatus } from './follow.types.js';
export { listFollowers } from './follower-list.js';
export { endFollowsBetween } from './end-follows.js';
