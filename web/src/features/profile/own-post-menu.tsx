import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast-context';
import { DeleteOwnPostDocument } from './api/delete-own-post';

/** The options of one's own post: Edit (to /edit-post/:id) and Delete (after a confirmation). */
export function OwnPostMenu({ post }: { post: { id: string; title: string } }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deletePost, { loading }] = useMutation(DeleteOwnPostDocument, { refetchQueries: ['ProfilePosts', 'OwnProfile'], awaitRefetchQueries: true });
  const toast = useToast();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const remove = async () => {
    try {
      await deletePost({ variables: { id: post.id } });
      setConfirming(false);
      toast.success('Post deleted.');
    } catch {
      toast.error('Failed to delete the post. Please try again.');
    }
  };

  return (
    <div className="post-menu" ref={root}>
      <button type="button" className="post-menu__toggle" aria-expanded={open} aria-controls={menuId} aria-label={`Options for "${post.title}"`} onClick={() => setOpen((o) => !o)}>
        ⋯
      </button>
      {open && (
        <ul className="post-menu__list" id={menuId}>
          <li>
            <Link className="post-menu__item" to={`/edit-post/${encodeURIComponent(post.id)}`}>
              Edit
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="post-menu__item post-menu__item--danger"
              onClick={() => {
                setOpen(false);
                setConfirming(true);
              }}
            >
              Delete
            </button>
          </li>
        </ul>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete this post?"
          message="The post, its comments and its likes will be deleted. This cannot be undone."
          confirmLabel={loading ? 'Deleting...' : 'Delete'}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
          busy={loading}
          danger
        />
      )}
    </div>
  );
}
