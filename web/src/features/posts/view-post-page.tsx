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
import { useLiveLikeCounts } from './use-live-like-counts';
import './post-page.css';

/** /view-post/:post?n= — one post with live likes and its comments (the comment count shows or hides them). */
export function ViewPostPage() {
  const { post: postId = '' } = useParams();
  const navigate = useNavigate();
  const [commentsOpen, setCommentsOpen] = useState(true);
  const { data, loading, error, refetch } = useQuery(ViewPostDocument, {
    variables: { id: postId },
    fetchPolicy: 'cache-and-network',
  });
  const post = data?.post;
  useLiveLikeCounts(post ? [post.id] : []);

  let body;
  if (loading && !data) body = <PostCardSkeleton />;
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
      <h1 className="visually-hidden">{post ? post.title : 'Post'}</h1>
      {body}
    </div>
  );
}
