import { usePendingActions } from '../outbox';

const STOP_KINDS = ['stop-edit'] as const;

/** Stops added or changed offline on this itinerary, waiting for the connection to be saved. */
export function PendingStopEdits({ itineraryId }: { itineraryId: string }) {
  const pending = usePendingActions(STOP_KINDS, itineraryId);
  if (pending.length === 0) return null;
  return (
    <p className="pending-note is-pending" data-testid="pending-stop-edits">
      {pending.length === 1 ? '1 stop change is' : `${pending.length} stop changes are`} waiting to be saved: they go
      when you are back online.
    </p>
  );
}
