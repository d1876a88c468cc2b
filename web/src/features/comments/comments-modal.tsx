import { Modal } from '../../ui/modal';
import { CommentsPanel } from './comments-panel';

/** The comments of a post over the current list (profiles, search, feed). */
export function CommentsModal({ post, onClose }: { post: { id: string; title: string }; onClose: () => void }) {
  return (
    <Modal title={`Comments on “${post.title}”`} onClose={onClose}>
      <CommentsPanel postId={post.id} />
    </Modal>
  );
}
