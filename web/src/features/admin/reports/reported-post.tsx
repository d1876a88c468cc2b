import type { AdminReportFieldsFragment } from '../../../gql/graphql';
import { compactCount } from '../../../lib/compact-count';
import { formatShortDate } from '../../../lib/relative-time';
import { Avatar } from '../../../ui/avatar';

type ReportedPostData = NonNullable<AdminReportFieldsFragment['post']>;

/** The reported post as the admin reviews it (read-only: no like, comment or report actions). */
export function ReportedPost({ post }: { post: ReportedPostData }) {
  return (
    <section className="reported-post" aria-label={`Reported post: ${post.title}`}>
      <header className="reported-post__header">
        <Avatar name={post.author.fullName || post.author.username} src={post.author.photoThumbUrl} size={40} />
        <span className="reported-post__names">
          <span className="reported-post__fullname">{post.author.fullName}</span>
          <time dateTime={post.createdAt}>{formatShortDate(post.createdAt)}</time>
        </span>
        {post.isBanned && <span className="admin-badge admin-badge--danger">Banned</span>}
        {post.isWarned && <span className="admin-badge admin-badge--warning">Warned</span>}
      </header>
      <h3 className="reported-post__title">{post.title}</h3>
      <p className="reported-post__content">{post.content}</p>
      {post.imageUrl && (
        <img
          className="reported-post__image"
          src={post.imageThumbUrl ?? post.imageUrl}
          alt={post.imageAlt || `Image of the post “${post.title}”`}
          title={post.imageAlt || undefined}
          loading="lazy"
        />
      )}
      <p className="reported-post__meta">
        <span>{post.country}</span>
        <span className="admin-badge">{post.category}</span>
        <span aria-label={`${post.likeCount} likes`}>
          {compactCount(post.likeCount)} {post.likeCount === 1 ? 'like' : 'likes'}
        </span>
      </p>
    </section>
  );
}

/** Shown instead of the post once its author deleted it (the report stays for the record). */
export function ReportedPostGone({ title }: { title: string }) {
  return (
    <p className="reported-post reported-post--gone" role="note">
      The reported post{title ? ` “${title}”` : ''} is no longer available: it was deleted.
    </p>
  );
}
