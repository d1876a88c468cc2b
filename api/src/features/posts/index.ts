/** The public surface of the posts feature: other features and the app import only from here. */
export { PostView, type CommentView } from './feed-rows.js';
export { findVisiblePost, getVisiblePost, postNotFound } from './find-post.js';
export { mayChangePost, mayReportPost } from './post-permissions.js';
export { type MemberView } from './member-rows.js';
export { announceAuthorPostsChanged } from './announce-author-posts.js';
export { POST_ADDED, POST_LIKE_CHANGED, recordPostChange } from './post-events.js';
export { postLinkPreview, type PostLinkPreview } from './post-link-preview.js';
export { postLoaders } from './post-loaders.js';
export { PostConnection, PostType } from './post.types.js';
export { publishedPostsSql } from './published-posts.js';
export { seedPosts } from './seed-posts.js';
export { POSTING_RATE } from './posting-rate.js';
