import { useState } from 'react';
import {
  ITINERARY_DESCRIPTION_MAX_LENGTH,
  ITINERARY_TIPS_MAX_LENGTH,
  ITINERARY_TITLE_MAX_LENGTH,
} from '@culturalink/common/limits';
import type { ItineraryDetailsFragment } from '../../gql/graphql';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ConvertedTotal } from '../currency';
import { MapModeToggle } from '../map';
import { MapPanel } from '../map';
import { letterStops, type LatLng } from '../map';
import { useMapMode } from '../map';
import { useMemberLocation } from '../map';
import { CoverPicker } from './cover-picker';
import { EditableText } from './editable-text';
import { ForkButton } from './fork-button';
import { ItineraryByline } from './itinerary-byline';
import { ratingLabel, settleTitle } from './itinerary-form';
import { NearbySuggestions } from './nearby-suggestions';
import { StarRating } from './star-rating';
import type { StopDraft } from './stop-draft';
import { StopModal } from './stop-modal';
import { DayPlan } from './day-plan';
import { TipsView } from './tips-view';
import { useItineraryActions } from './use-itinerary-actions';
import { PendingStopEdits } from './pending-stop-edits';
import { useItineraryEditDrafts } from './use-itinerary-edit-drafts';
import { LeaveGuard } from '../drafts';

/** An itinerary; its owner edits title, description and tips inline, manages stops and the cover, or deletes it. */
export function ItineraryView({ itinerary }: { itinerary: ItineraryDetailsFragment }) {
  const actions = useItineraryActions(itinerary.id);
  const edits = useItineraryEditDrafts(itinerary);
  const member = useMemberLocation();
  const map = useMapMode();
  const owner = itinerary.isOwner;
  const [editing, setEditing] = useState<StopDraft | 'new' | null>(null);
  const [focus, setFocus] = useState<LatLng | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // the reader's currency: the total and every day's budget are shown in it
  const [readerCurrency, setReaderCurrency] = useState(itinerary.totalBudget.currencyCode);
  const dayCount = itinerary.dayCount ?? 1;
  const startDate = itinerary.startDate ?? null;
  const stops: StopDraft[] = itinerary.stops.map((stop) => ({ ...stop, types: [...stop.types] }));
  const lettered = letterStops(stops, member);

  const remove = async () => {
    if (!(await actions.remove())) setConfirmDelete(false);
  };

  return (
    <div className={`itinerary-layout itinerary-layout--${map.mode}`}>
      <LeaveGuard when={edits.unsaved} message="Your changes are not saved yet. They stay as a draft on this device." />
      <article className="itinerary" aria-labelledby="itinerary-heading">
        <CoverPicker
          currentUrl={itinerary.coverUrl}
          editable={owner}
          busy={actions.savingCover}
          progress={actions.coverProgress}
          onCancel={actions.cancelCover}
          onPick={actions.setCover}
        />
        <div id="itinerary-heading">
          <EditableText
            label="Itinerary title"
            kept={edits.kept('title')}
            className="itinerary__title"
            heading
            value={itinerary.title}
            display={itinerary.title || 'Untitled Itinerary'}
            editable={owner}
            maxLength={ITINERARY_TITLE_MAX_LENGTH}
            onSave={(text) => actions.patch({ title: settleTitle(text) })}
          />
        </div>
        <ItineraryByline itinerary={itinerary} />
        <EditableText
          label="Description"
          kept={edits.kept('description')}
          multiline
          value={itinerary.description}
          display={
            itinerary.description ? (
              <span className="itinerary__description">{itinerary.description}</span>
            ) : (
              <span className="itinerary__muted">No description provided</span>
            )
          }
          editable={owner}
          maxLength={ITINERARY_DESCRIPTION_MAX_LENGTH}
          onSave={(text) => actions.patch({ description: text.trim() })}
        />
        <div className="itinerary__rating-row">
          <p className="itinerary__average" data-testid="average-rating">
            <span aria-hidden="true">★</span> {ratingLabel(itinerary.averageRating)}{' '}
            {itinerary.ratingCount > 0 && <span className="itinerary__muted">({itinerary.ratingCount})</span>}
          </p>
          {!owner && <StarRating current={itinerary.myRating ?? null} onRate={actions.rate} />}
          <ForkButton itineraryId={itinerary.id} forkCount={itinerary.forkCount} />
        </div>
        <section className="itinerary__section" aria-labelledby="tips-heading">
          <h2 id="tips-heading">General Tips</h2>
          <EditableText
            label="General tips"
            kept={edits.kept('tips')}
            multiline
            value={itinerary.tips}
            display={<TipsView tips={itinerary.tips} />}
            editable={owner}
            maxLength={ITINERARY_TIPS_MAX_LENGTH}
            onSave={(text) => actions.patch({ tips: text.trim() })}
          />
        </section>
        <section className="itinerary__section" aria-labelledby="budget-heading">
          <h2 id="budget-heading">Suggested Budget</h2>
          <ConvertedTotal
            amount={itinerary.totalBudget.amount}
            currency={itinerary.totalBudget.currencyCode}
            target={readerCurrency}
            onTargetChange={setReaderCurrency}
          />
        </section>
        <section className="itinerary__section" aria-labelledby="stops-heading">
          <header className="itinerary__section-header">
            <h2 id="stops-heading">Stops</h2>
            <MapModeToggle mode={map.mode} unavailable={map.unavailable} onChoose={map.choose} />
            {owner && (
              <Button size="sm" onClick={() => setEditing('new')}>
                Add New Stop
              </Button>
            )}
          </header>
          <DayPlan
            itineraryId={itinerary.id}
            startDate={startDate}
            dayCount={dayCount}
            stops={lettered}
            currency={readerCurrency}
            editable={owner}
            onEdit={owner ? setEditing : undefined}
            onFocus={map.mode === 'map' ? setFocus : undefined}
            mapLinks={map.mode === 'list'}
            onMove={actions.moveStop}
            onRemoveDay={actions.removeDay}
            onChangeDays={(patch) => actions.patch(patch).catch(() => undefined)}
          />
        </section>
        <PendingStopEdits itineraryId={itinerary.id} />
        <NearbySuggestions itineraryId={itinerary.id} hasStops={stops.length > 0} />
        {owner && (
          <div className="itinerary__danger">
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              Delete itinerary
            </Button>
          </div>
        )}
      </article>
      {map.mode === 'map' && <MapPanel stops={lettered} member={member} focus={focus} onUnavailable={map.fail} />}
      {editing && (
        <StopModal
          stop={editing === 'new' ? null : editing}
          draftName={`stop-form.${itinerary.id}.${editing === 'new' ? 'new' : editing.id}`}
          currency={itinerary.totalBudget.currencyCode}
          dayCount={dayCount}
          onClose={() => setEditing(null)}
          onPlaceFocus={setFocus}
          withPhoto
          photoProgress={actions.stopPhotoProgress}
          onSave={(stop) => actions.saveStop(stop, editing === 'new')}
          onDelete={actions.deleteStop}
        />
      )}
      {confirmDelete && (
        <ConfirmDialog
          title="Delete itinerary"
          message="Delete this itinerary with its stops and ratings? This cannot be undone."
          confirmLabel={actions.deleting ? 'Deleting...' : 'Delete'}
          danger
          busy={actions.deleting}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </div>
  );
}
