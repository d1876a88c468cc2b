import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { CommentsPanel } from '../comments';
import { ViewPostDocument } from './api/view-post';
import { PostCard } from './components/post-card';
import { PostCardSkeleton } from './components/post-card-skeleton';
import { PostNotFound } from './post-not-found';
import { useFallbackPollInterval } from '../notifications';
import { PostRemoved } from './post-removed';
import { useLivePosts } from './use-live-posts';
import './post-page.css';

/**
 * /view-post/:post?n= — one post, live (likes, edits, comments; a removal replaces it by a notice), and its comments
 * (the comment count shows or hides them). Polled every 6 s while the WebSocket is down.
 */
export function ViewPostPage() {
  const { post: postId = '' } = useParams();
  const navigate = useNavigate();
  const [commentsOpen, setCommentsOpen] = useState(true);
  // The post shown here was deleted or banned while open (its id, so another post's page starts afresh).
  const [removedId, setRemovedId] = useState<string | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(ViewPostDocument, {
    variables: { id: postId },
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(),
  });
  const post = data?.post;
  useLivePosts(post ? [post.id] : [], setRemovedId);
  if (post && shownId !== post.id) setShownId(post.id);
  // Gone while open: told by the live event, or found missing by a poll after it had been shown.
  const removed = removedId === postId || (shownId === postId && data !== undefined && !post);

  let body;
  if (removed) body = <PostRemoved />;
  else if (loading && !data) body = <PostCardSkeleton />;
  else if (error && !data) {
    body = (
      <EmptyState
        tone="error"
        title="Could not load the post"
        message="Check your connection and try again."
        action={
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (!post) body = <PostNotFound />;
  else {
    body = (
      <PostCard
        post={post}
        linkTitle={false}
        onOpenComments={() => setCommentsOpen((open) => !open)}
        footer={
          commentsOpen && (
            <div className="post-page__comments">
              <h2 className="post-page__subtitle">Comments</h2>
              <CommentsPanel postId={post.id} />
            </div>
          )
        }
      />
    );
  }

  return (
    <div className="post-page">
      <div>
        <Button variant="ghost" size="sm" onClick={() => void navigate(-1)}>
          ← Back
        </Button>
      </div>
      <h1 className="visually-hidden">{post && !removed ? post.title : 'Post'}</h1>
      {body}
    </div>
  );
}
