/** The public surface of the follows feature: other features and the app import only from here. */
export { RespondToFollowRequestDocument } from './api/respond-to-follow-request';
export { FollowButton } from './follow-button';
export { applyFollowChange, useLiveFollows, type FollowChange } from './use-live-follows';
