import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@culturalink/common/limits';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { SendSupportMessageDocument } from './api/send-support-message';
import type { SupportMessage } from './use-support-live';

/** The send box: Enter sends, Shift+Enter starts a new line; a refusal keeps the text so nothing is lost. */
export function SendMessageForm({
  conversationId,
  onSent,
}: {
  conversationId: string | null;
  onSent: (message: SupportMessage) => void;
}) {
  const [send, { loading }] = useMutation(SendSupportMessageDocument);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if (!text || loading) return;
    setError(null);
    try {
      const { data } = await send({ variables: { body: text, conversationId } });
      onSent(resultOf(data?.sendSupportMessage, 'message'));
      setBody('');
    } catch (caught) {
      setError(readApiError(caught).message);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="support-send" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="visually-hidden">
        Message
      </label>
      <textarea
        id={inputId}
        className="support-send__input"
        rows={2}
        autoFocus
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        placeholder="Write a message…"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <Button type="submit" size="sm" busy={loading} disabled={!body.trim()}>
        Send
      </Button>
      {error && (
        <p id={errorId} className="support-send__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
