import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link } from 'react-router';
import { readApiError } from '../../../lib/graphql-error';
import { resultOf } from '../../../lib/user-errors';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { focusMainContent } from '../../../ui/modal';
import { useToast } from '../../../ui/toast-context';
import { DeletePostDocument } from '../api/delete-post';
import { removePostFromCache } from '../remove-post-from-cache';

/** The author's ⋯ menu on a post: Edit (the edit page) and Delete (after a confirmation). */
export function PostOptionsMenu({ post, onDeleted }: { post: { id: string; title: string }; onDeleted?: () => void }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, { loading }] = useMutation(DeletePostDocument);
  const client = useApolloClient();
  const toast = useToast();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key !== 'Escape' : root.current?.contains(event.target as Node))
        return;
      setOpen(false);
      if (event instanceof KeyboardEvent) toggleButton.current?.focus();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  // Arrow keys move between the items, as in any menu.
  const moveFocus = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    items[(index + step + items.length) % items.length]?.focus();
  };

  const confirmDelete = async () => {
    try {
      const { data } = await remove({ variables: { id: post.id } });
      resultOf(data?.deletePost, 'deletedPostId');
      setConfirming(false);
      removePostFromCache(client.cache, post.id);
      toast.success('Post deleted.');
      onDeleted?.();
      // The post and its menu button are gone: the keyboard goes on from the main region, not from <body>.
      setTimeout(focusMainContent);
    } catch (error) {
      setConfirming(false);
      toast.error(
        readApiError(error).code === 'NETWORK'
          ? 'Could not delete the post. Please try again.'
          : readApiError(error).message,
      );
    }
  };

  return (
    <div className="post-menu" ref={root}>
      <button
        ref={toggleButton}
        type="button"
        className="post-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Options for “${post.title}”`}
        onClick={() => setOpen((o) => !o)}
      >
        ⋯
      </button>
      {open && (
        <div className="post-menu__list" role="menu" id={menuId} onKeyDown={moveFocus}>
          <Link role="menuitem" className="post-menu__item" to={`/edit-post/${post.id}`}>
            Edit
          </Link>
          <button
            type="button"
            role="menuitem"
            className="post-menu__item post-menu__item--danger"
            onClick={() => {
              // The confirmation gives focus back to what had it: the ⋯ button, not this item about to vanish.
              toggleButton.current?.focus();
              setOpen(false);
              setConfirming(true);
            }}
          >
            Delete
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete this post?"
          message="The post, its likes and its comments are removed for everyone. This cannot be undone."
          confirmLabel={loading ? 'Deleting...' : 'Delete'}
          danger
          busy={loading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
