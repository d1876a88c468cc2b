import { useEffect, useId, useRef, useState } from 'react';
import { useViewer } from '../../lib/viewer';
import { Icon } from '../../ui/icon';
import { ConversationView } from './conversation-view';
import { unreadBadgeText } from './merge-messages';
import { SupportInboxList } from './support-inbox-list';
import { useSupportLive } from './use-support-live';
import './support.css';

/**
 * The support chat widget (the dashboard only renders it): a floating button with the unread count opening a panel.
 * Members write to the moderators (the country bot answers simple questions first); admins get the inbox.
 */
export function SupportChatSlot() {
  const { viewer } = useViewer();
  if (!viewer) return null;
  return <SupportChatWidget isAdmin={viewer.isAdmin} />;
}

function SupportChatWidget({ isAdmin }: { isAdmin: boolean }) {
  const support = useSupportLive(isAdmin);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<{ id: string; name: string } | null>(null);
  const panelId = useId();
  const titleId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const badge = unreadBadgeText(support.unread);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      launcher.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const title = isAdmin ? (selected ? selected.name : 'Support inbox') : 'Support chat';
  return (
    <div className="support-widget" data-testid="support-chat">
      {open && (
        <section id={panelId} className="support-panel" aria-labelledby={titleId}>
          <header className="support-panel__header">
            {isAdmin && selected && (
              <button
                type="button"
                className="support-panel__icon-button"
                onClick={() => setSelected(null)}
                aria-label="Back to the inbox"
              >
                ‹
              </button>
            )}
            <h2 id={titleId} className="support-panel__title">
              {title}
            </h2>
            <button
              type="button"
              className="support-panel__icon-button"
              onClick={() => setOpen(false)}
              aria-label="Close support chat"
            >
              ×
            </button>
          </header>
          {!isAdmin && (
            <p className="support-panel__hint">
              Write to our moderators. Ask about a country (capital, languages, currency) and our bot answers right
              away.
            </p>
          )}
          {isAdmin && !selected ? (
            <SupportInboxList inbox={support.inbox} onOpen={(id, name) => setSelected({ id, name })} />
          ) : (
            <ConversationView
              key={isAdmin ? selected?.id : 'mine'}
              conversationId={isAdmin ? (selected?.id ?? null) : support.myConversationId}
              viewerIsModerator={isAdmin}
              live={support.live}
              onSent={(message) => {
                support.addMessage(message);
                void support.refreshCounts();
              }}
              onRead={support.refreshCounts}
              emptyText={isAdmin ? 'No messages in this conversation.' : 'No messages yet. How can we help?'}
            />
          )}
        </section>
      )}
      <button
        ref={launcher}
        type="button"
        className="support-launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="chat" size={26} />
        <span className="visually-hidden">{isAdmin ? 'Support inbox' : 'Support chat'}</span>
        {badge && (
          <span
            className="support-badge support-launcher__badge"
            aria-label={`${support.unread} unread`}
            data-testid="support-unread"
          >
            {badge}
          </span>
        )}
      </button>
    </div>
  );
}
