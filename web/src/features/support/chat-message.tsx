import { relativeTime } from '../../lib/relative-time';
import type { SupportMessage } from './use-support-live';

function senderName(message: SupportMessage, own: boolean): string {
  if (own) return 'You';
  if (message.fromBot) return 'CulturaLink bot';
  if (message.fromModerator) return message.author ? `${message.author.fullName} (moderator)` : 'Moderator';
  return message.author ? message.author.fullName : 'Member';
}

/** One chat bubble: own messages on the right, the country bot's answers in their own style. */
export function ChatMessage({ message, own }: { message: SupportMessage; own: boolean }) {
  const kind = own ? 'own' : message.fromBot ? 'bot' : 'other';
  return (
    <li
      className={`support-message support-message--${kind}`}
      data-testid="support-message"
      data-from={message.fromBot ? 'bot' : message.fromModerator ? 'moderator' : 'member'}
    >
      <span className="support-message__sender">{senderName(message, own)}</span>
      <p className="support-message__body">{message.body}</p>
      <time className="support-message__time" dateTime={message.createdAt}>
        {relativeTime(message.createdAt)}
      </time>
    </li>
  );
}
