import { useQuery } from '@apollo/client/react';
import { readApiError } from '../../lib/graphql-error';
import { ReportedPostDocument } from './api/reported-post';

/** The post being reported, so the reporter knows what they are telling us about. */
export function ReportedPostSummary({ postId }: { postId: string }) {
  const { data, loading, error } = useQuery(ReportedPostDocument, { variables: { id: postId } });
  const post = data?.post;
  if (loading && !post) return <p className="reported-post reported-post--loading">Loading the post…</p>;
  // A failed request is not a removed post: say which it is.
  if (error && !post)
    return (
      <p className="reported-post" role="alert">
        Could not load the post. {readApiError(error).message}
      </p>
    );
  if (!post) return <p className="reported-post">This post is no longer available.</p>;
  return (
    <figure className="reported-post" aria-label="Post being reported">
      <figcaption className="reported-post__author">Post by @{post.author.username}</figcaption>
      <p className="reported-post__title">{post.title}</p>
      <p className="reported-post__content">{post.content}</p>
    </figure>
  );
}
