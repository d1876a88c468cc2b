import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { useViewer } from '../../lib/viewer';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageSpinner } from '../../ui/spinner';
import { ViewPostDocument } from './api/view-post';
import { EditPostForm } from './edit-post-form';
import { PostNotFound } from './post-not-found';
import './post-page.css';

/** /edit-post/:postId — only the author gets the form; anyone else sees "not found" (the server refuses them too). */
export function EditPostPage() {
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const { data, loading, error, refetch } = useQuery(ViewPostDocument, {
    variables: { id: postId },
    fetchPolicy: 'network-only',
  });
  const post = data?.post;

  let body;
  if (loading || !viewer) body = <PageSpinner label="Loading the post" />;
  else if (error && !data) {
    body = (
      <EmptyState
        tone="error"
        title="Could not load the post"
        action={
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (!post || !post.viewerCanEdit) body = <PostNotFound />;
  else body = <EditPostForm key={post.id} post={post} />;

  return (
    <div className="post-page">
      <div>
        <Button variant="ghost" size="sm" onClick={() => void navigate(-1)}>
          ← Back
        </Button>
      </div>
      <h1 className="page-title">Edit post</h1>
      {body}
    </div>
  );
}
