import { useId, useState } from 'react';
import { Link } from 'react-router';
import { COMMENT_MAX_LENGTH } from '@culturalink/common/limits';
import type { CommentFieldsFragment } from '../../gql/graphql';
import { formatShortDate, relativeTime } from '../../lib/relative-time';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { profileHref } from '../../lib/profile-link';
import '../../ui/link-button.css';

interface CommentItemProps {
  comment: CommentFieldsFragment;
  viewerId: string | null | undefined;
  canDelete: boolean;
  editing: boolean;
  onStartEdit: () => void;
  onCancelEdit: () => void;
  onSave: (body: string) => Promise<void>;
  onDelete: () => void;
  onReply: () => void;
}

/** One comment: display mode with Reply/Edit/Delete, or the edit box (a blank edit is ignored). */
export function CommentItem({
  comment,
  viewerId,
  canDelete,
  editing,
  onStartEdit,
  onCancelEdit,
  onSave,
  onDelete,
  onReply,
}: CommentItemProps) {
  const [draft, setDraft] = useState(comment.body);
  const [saving, setSaving] = useState(false);
  const editId = useId();
  const own = comment.author.id === viewerId;

  const save = async () => {
    if (draft.trim() === '' || draft.trim() === comment.body) return onCancelEdit();
    setSaving(true);
    await onSave(draft.trim());
    setSaving(false);
  };

  return (
    <li className="comment" data-testid="comment">
      <Avatar name={comment.author.fullName || comment.author.username} src={comment.author.photoThumbUrl} size={32} />
      <div className="comment__main">
        <p className="comment__head">
          <Link to={profileHref(comment.author, viewerId)} className="comment__author">
            {own ? 'You' : `@${comment.author.username}`}
          </Link>
          <time dateTime={comment.createdAt} title={formatShortDate(comment.createdAt)}>
            {relativeTime(comment.createdAt)}
          </time>
          {comment.updatedAt !== comment.createdAt && <span className="comment__edited">edited</span>}
        </p>
        {comment.repliedTo && <p className="comment__replied">Replying to @{comment.repliedTo.author.username}</p>}
        {editing ? (
          <div className="comment__edit">
            <label className="visually-hidden" htmlFor={editId}>
              Edit your comment
            </label>
            <textarea
              id={editId}
              className="comment-form__input"
              rows={2}
              maxLength={COMMENT_MAX_LENGTH}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              autoFocus
            />
            <div className="comment__buttons">
              <Button size="sm" onClick={() => void save()} busy={saving}>
                Save
              </Button>
              <Button size="sm" variant="secondary" onClick={onCancelEdit} disabled={saving}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <>
            <p className="comment__body">{comment.body}</p>
            <div className="comment__buttons">
              <button type="button" className="link-button" onClick={onReply}>
                Reply
              </button>
              {comment.viewerCanEdit && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setDraft(comment.body);
                    onStartEdit();
                  }}
                >
                  Edit
                </button>
              )}
              {canDelete && (
                <button type="button" className="link-button link-button--danger" onClick={onDelete}>
                  Delete
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </li>
  );
}
