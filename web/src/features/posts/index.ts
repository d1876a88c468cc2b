/** The public surface of the posts feature: other features and the app import only from here. */
export { CreatePostDocument } from './api/create-post';
export { PostCardSkeleton } from './components/post-card-skeleton';
export { PostList, type PostListProps } from './components/post-list';
export { PostOptionsMenu } from './components/post-options-menu';
export { appendUnique, prependUnique } from './merge-posts';
export { useLivePosts } from './use-live-posts';
export { AddPhotoButton, PhotoListEditor } from './photos/photo-list-editor';
export { usePhotoDrafts, type PhotoDrafts } from './photos/use-photo-drafts';
