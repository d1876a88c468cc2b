import { useId, useRef, useState } from 'react';
import { COMMENT_MAX_LENGTH } from '@culturalink/common/limits';
import { Button } from '../../ui/button';
import '../../ui/link-button.css';

/** The box's text kept elsewhere (a draft on the device, features/drafts): the form shows and changes it. */
export interface CommentDraft {
  value: string;
  set: (value: string) => void;
  clear: () => void;
}

interface CommentFormProps {
  onSubmit: (body: string) => Promise<boolean>;
  /** Where the text is kept (its owner clears it once `onSubmit` says sent); without it the text lives in the form. */
  draft?: CommentDraft;
  /** "@username" when answering a comment. */
  replyingTo?: string | null;
  onCancelReply?: () => void;
}

/** The new-comment box; the button stays disabled while the text is blank. A kept draft shows as typed. */
export function CommentForm({ onSubmit, draft, replyingTo, onCancelReply }: CommentFormProps) {
  const [ownBody, setOwnBody] = useState('');
  const body = draft ? draft.value : ownBody;
  const setBody = draft ? draft.set : setOwnBody;
  const [busy, setBusy] = useState(false);
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const blank = body.trim() === '';

  const submit = async () => {
    if (blank || busy) return;
    setBusy(true);
    const sent = await onSubmit(body.trim());
    setBusy(false);
    if (!sent) return;
    if (!draft) setOwnBody(''); // a kept draft is cleared by its owner once sent
    // The emptied box disables the button that had the focus: the keyboard goes back to the box for the next comment.
    input.current?.focus();
  };

  return (
    <form
      className="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {replyingTo && (
        <p className="comment-form__reply">
          Replying to {replyingTo}{' '}
          <button type="button" className="link-button" onClick={onCancelReply}>
            Cancel reply
          </button>
        </p>
      )}
      <label className="visually-hidden" htmlFor={id}>
        {replyingTo ? `Reply to ${replyingTo}` : 'Write a comment'}
      </label>
      <textarea
        ref={input}
        id={id}
        className="comment-form__input"
        rows={2}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={replyingTo ? `Reply to ${replyingTo}…` : 'Write a comment…'}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={blank} busy={busy}>
        {replyingTo ? 'Reply' : 'Comment'}
      </Button>
    </form>
  );
}
