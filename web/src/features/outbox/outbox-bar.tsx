import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useViewer } from '../../lib/viewer';
import { useOnline } from '../offline';
import { dismissRefusal, flush, loadOutbox } from './outbox';
import { useOutbox } from './use-outbox';
import './outbox.css';

/** How long to wait before sending again after an answer that said "not now" while the browser seems online. */
const RETRY_AFTER_MS = 10_000;

const actionsWord = (count: number) => (count === 1 ? '1 action' : `${count} actions`);

/**
 * The queue's bar along the bottom (in the app-wide status bars): how many actions wait to be sent, and every
 * refusal on reconnect in words until the member dismisses it. It also sends the queue: on load and whenever the
 * browser is back online.
 */
export function OutboxBar() {
  const client = useApolloClient();
  const { viewer } = useViewer();
  const memberId = viewer?.id ?? null;
  const online = useOnline();
  const { actions, refusals, sending } = useOutbox();
  const waiting = actions.length;

  useEffect(() => void loadOutbox(memberId).catch(() => undefined), [memberId]);
  useEffect(() => {
    if (!memberId || !online || waiting === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const attempt = () =>
      void flush(client, memberId)
        .catch(() => false)
        .then((finished) => {
          if (!finished && !stopped) timer = setTimeout(attempt, RETRY_AFTER_MS);
        });
    attempt();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, memberId, online, waiting]);

  return (
    <>
      <div role="status" aria-live="polite">
        {waiting > 0 && (
          <p className="outbox-bar" data-testid="outbox-bar">
            {sending && online
              ? `Sending ${actionsWord(waiting)} made offline…`
              : `${actionsWord(waiting)} waiting to be sent: they go when you are back online.`}
          </p>
        )}
      </div>
      <div role="alert">
        {refusals.map((refusal) => (
          <p key={refusal.id} className="outbox-bar outbox-bar--refused" data-testid="outbox-refusal">
            <span>
              <strong>Not sent: {refusal.label}.</strong> {refusal.reason}
            </span>
            <button type="button" className="outbox-bar__dismiss" onClick={() => dismissRefusal(refusal.id)}>
              Dismiss
            </button>
          </p>
        ))}
      </div>
    </>
  );
}
