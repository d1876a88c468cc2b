import { postCategoryLabel } from '@culturalink/common/post-categories';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PostCardFieldsFragment } from '../../../gql/graphql';
import { compactCount } from '../../../lib/compact-count';
import { formatShortDate, relativeTime } from '../../../lib/relative-time';
import { Avatar } from '../../../ui/avatar';
import { Icon } from '../../../ui/icon';
import { useViewer } from '../../../lib/viewer';
import { CommentsModal } from '../../comments';
import { profileHref, reportHref } from '../../../lib/profile-link';
import { ItinerarySummary } from './itinerary-summary';
import { BookmarkButton } from './bookmark-button';
import { LikeButton } from './like-button';
import { PostGallery } from './post-gallery';
import { PostOptionsMenu } from './post-options-menu';
import './post-card.css';

export interface PostCardProps {
  post: PostCardFieldsFragment;
  /** Opens the comments elsewhere (the post page's panel); without it the comment count opens a comments modal. */
  onOpenComments?: (post: PostCardFieldsFragment) => void;
  /** Header controls; by default the author gets the Edit/Delete menu (pass null to hide it). */
  menu?: ReactNode;
  /** Rendered under the actions (a comments panel, a "View Post" link). */
  footer?: ReactNode;
  /** Title as a link to the post's page (lists); plain on the post's own page. */
  linkTitle?: boolean;
}

/** One post: author, age, title, category, country, content, photos, itinerary, likes, comments, report link. */
export function PostCard({ post, onOpenComments, menu, footer, linkTitle = true }: PostCardProps) {
  const viewerId = useViewer().viewer?.id;
  const [commentsOpen, setCommentsOpen] = useState(false);
  const commentLabel = `${compactCount(post.commentCount)} ${post.commentCount === 1 ? 'comment' : 'comments'}`;
  return (
    <article
      className="post-card"
      aria-labelledby={`post-title-${post.id}`}
      data-testid="post-card"
      data-post-id={post.id}
    >
      <header className="post-card__header">
        <Link className="post-card__author" to={profileHref(post.author, viewerId)}>
          <Avatar name={post.author.fullName || post.author.username} src={post.author.photoThumbUrl} size={40} />
          <span className="post-card__names">
            <span className="post-card__fullname">{post.author.fullName}</span>
            <span className="post-card__username">@{post.author.username}</span>
          </span>
        </Link>
        <time className="post-card__age" dateTime={post.createdAt} title={formatShortDate(post.createdAt)}>
          {relativeTime(post.createdAt)}
        </time>
        {menu === undefined ? (post.viewerCanEdit || post.viewerCanDelete) && <PostOptionsMenu post={post} /> : menu}
      </header>
      <h2 className="post-card__title" id={`post-title-${post.id}`}>
        {linkTitle ? <Link to={`/view-post/${post.id}`}>{post.title}</Link> : post.title}
      </h2>
      <p className="post-card__meta">
        <span className="post-card__chip">{postCategoryLabel(post.category)}</span>
        <span className="post-card__country">{post.country}</span>
        {post.isBanned && <span className="post-card__chip post-card__chip--danger">Banned</span>}
      </p>
      <p className="post-card__content">{post.content}</p>
      <PostGallery photos={post.photos} title={post.title} />
      <ItinerarySummary itinerary={post.itinerary} />
      <footer className="post-card__actions">
        <LikeButton post={post} viewerId={viewerId} />
        <button
          type="button"
          className="post-action"
          onClick={() => (onOpenComments ? onOpenComments(post) : setCommentsOpen(true))}
          data-testid="comment-count"
        >
          <Icon name="chat" size={20} /> {commentLabel}
        </button>
        {viewerId && <BookmarkButton post={post} />}
        {post.viewerCanReport && (
          <Link className="post-card__report" to={reportHref(post)}>
            Report
          </Link>
        )}
      </footer>
      {footer}
      {commentsOpen && <CommentsModal post={post} onClose={() => setCommentsOpen(false)} />}
    </article>
  );
}
