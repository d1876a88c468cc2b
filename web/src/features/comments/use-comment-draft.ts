import { useMemo } from 'react';
import { useDraft } from '../drafts';
import type { CommentDraft } from './comment-form';

/**
 * A comment or reply being typed, kept on the device per member (features/drafts): one draft per post for a new
 * comment and one per comment answered, so Reply on a comment brings back what was typed to it.
 */
export function useCommentDraft(postId: string, replyToId: string | null): CommentDraft {
  const [value, set, clear] = useDraft(replyToId ? `reply.${postId}.${replyToId}` : `comment.${postId}`, '');
  return useMemo(() => ({ value, set, clear }), [value, set, clear]);
}
