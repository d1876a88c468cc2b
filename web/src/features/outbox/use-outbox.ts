import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useViewer } from '../../lib/viewer';
import type { NewOutboxAction, OutboxAction, OutboxKind } from './outbox-action';
import { enqueue, onOutboxChange, outboxState, type OutboxState } from './outbox';

/** The signed-in member's queue as a React value. */
export function useOutbox(): OutboxState {
  return useSyncExternalStore(onOutboxChange, outboxState, outboxState);
}

/** The queued actions of these kinds (on `subject` when given), oldest first: what a screen shows as pending. */
export function usePendingActions(kinds: readonly OutboxKind[], subject?: string): OutboxAction[] {
  const { actions } = useOutbox();
  const kindList = kinds.join(' ');
  return useMemo(
    () =>
      actions.filter(
        (action) => kindList.split(' ').includes(action.kind) && (subject === undefined || action.subject === subject),
      ),
    [actions, kindList, subject],
  );
}

/** Queues an action of the signed-in member (to be sent once the connection is back). */
export function useQueueAction(): (action: NewOutboxAction) => Promise<OutboxAction> {
  const { viewer } = useViewer();
  const memberId = viewer?.id;
  return useCallback(
    (action: NewOutboxAction) =>
      memberId ? enqueue(memberId, action) : Promise.reject(new Error('Only a signed-in member queues actions.')),
    [memberId],
  );
}
