import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ITINERARY_DESCRIPTION_MAX_LENGTH,
  ITINERARY_TIPS_MAX_LENGTH,
  ITINERARY_TITLE_MAX_LENGTH,
} from '@culturalink/common/limits';
import type { ItineraryDetailsFragment } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { formatShortDate } from '../../lib/relative-time';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast-context';
import { ConvertedTotal } from '../currency/converted-total';
import { MapPanel } from '../map/map-panel';
import { letterStops, type LatLng } from '../map/stop-letters';
import { useMemberLocation } from '../map/use-member-location';
import {
  DeleteItineraryDocument,
  RateItineraryDocument,
  SetItineraryCoverDocument,
  UpdateItineraryDocument,
} from './api/itinerary-mutations';
import { AddStopDocument, DeleteStopDocument, UpdateStopDocument } from './api/stop-mutations';
import { CoverPicker } from './cover-picker';
import { EditableText } from './editable-text';
import { ForkButton } from './fork-button';
import { ratingLabel, settleTitle } from './itinerary-form';
import { NearbySuggestions } from './nearby-suggestions';
import { removeItineraryFromCache } from './remove-itinerary-from-cache';
import { StarRating } from './star-rating';
import { toStopInput, type StopDraft } from './stop-draft';
import { StopModal } from './stop-modal';
import { StopsGrid } from './stops-grid';
import { TipsView } from './tips-view';

/** An itinerary; its owner edits title, description and tips inline, manages stops and the cover, or deletes it. */
export function ItineraryView({ itinerary }: { itinerary: ItineraryDetailsFragment }) {
  const toast = useToast();
  const navigate = useNavigate();
  const member = useMemberLocation();
  const owner = itinerary.isOwner;
  const [editing, setEditing] = useState<StopDraft | 'new' | null>(null);
  const [focus, setFocus] = useState<LatLng | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [update] = useMutation(UpdateItineraryDocument);
  const [setCover, coverState] = useMutation(SetItineraryCoverDocument);
  const [rate] = useMutation(RateItineraryDocument);
  const [addStop] = useMutation(AddStopDocument);
  const [updateStop] = useMutation(UpdateStopDocument);
  const [deleteStop] = useMutation(DeleteStopDocument);
  const [deleteItinerary, deleteState] = useMutation(DeleteItineraryDocument);
  const stops: StopDraft[] = itinerary.stops.map((stop) => ({ ...stop, types: [...stop.types] }));
  const lettered = letterStops(stops, member);

  const patch = async (fields: { title?: string; description?: string; tips?: string }) => {
    try {
      await update({ variables: { id: itinerary.id, patch: fields } });
    } catch (error) {
      toast.error(readApiError(error).message || 'Error saving itinerary.');
      throw error;
    }
  };

  const remove = async () => {
    try {
      await deleteItinerary({
        variables: { id: itinerary.id },
        update: (cache) => removeItineraryFromCache(cache, itinerary.id),
      });
      toast.success('Itinerary deleted.');
      navigate('/itinerary', { replace: true });
    } catch (error) {
      console.error(error);
      setConfirmDelete(false);
      toast.error('The itinerary could not be deleted.');
    }
  };

  return (
    <div className="itinerary-layout">
      <article className="itinerary" aria-labelledby="itinerary-heading">
        <CoverPicker
          currentUrl={itinerary.coverUrl}
          editable={owner}
          busy={coverState.loading}
          onPick={(cover) =>
            void setCover({ variables: { id: itinerary.id, cover } }).catch(() =>
              toast.error('The cover could not be saved.'),
            )
          }
        />
        <div id="itinerary-heading">
          <EditableText
            label="Itinerary title"
            className="itinerary__title"
            heading
            value={itinerary.title}
            display={itinerary.title || 'Untitled Itinerary'}
            editable={owner}
            maxLength={ITINERARY_TITLE_MAX_LENGTH}
            onSave={(text) => patch({ title: settleTitle(text) })}
          />
        </div>
        <p className="itinerary__byline">
          <Avatar
            name={itinerary.owner.fullName || itinerary.owner.username}
            src={itinerary.owner.photoThumbUrl}
            size={28}
          />
          <Link to={owner ? '/profile' : `/user-profile/${encodeURIComponent(itinerary.owner.username)}`}>
            @{itinerary.owner.username}
          </Link>
          <time dateTime={itinerary.createdAt}>{formatShortDate(itinerary.createdAt)}</time>
          {itinerary.forkedFrom && (
            <span className="itinerary__forked">
              Forked from{' '}
              <Link to={`/view-itinerary?id=${encodeURIComponent(itinerary.forkedFrom.id)}`}>
                {itinerary.forkedFrom.title}
              </Link>{' '}
              by @{itinerary.forkedFrom.ownerUsername}
            </span>
          )}
        </p>
        <EditableText
          label="Description"
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
          onSave={(text) => patch({ description: text.trim() })}
        />
        <div className="itinerary__rating-row">
          <p className="itinerary__average" data-testid="average-rating">
            <span aria-hidden="true">★</span> {ratingLabel(itinerary.averageRating)}{' '}
            {itinerary.ratingCount > 0 && <span className="itinerary__muted">({itinerary.ratingCount})</span>}
          </p>
          {!owner && (
            <StarRating
              current={itinerary.myRating ?? null}
              onRate={async (rating) => {
                try {
                  await rate({ variables: { id: itinerary.id, rating } });
                } catch (error) {
                  console.error(error);
                  throw error;
                }
              }}
            />
          )}
          <ForkButton itineraryId={itinerary.id} forkCount={itinerary.forkCount} />
        </div>
        <section className="itinerary__section" aria-labelledby="tips-heading">
          <h2 id="tips-heading">General Tips</h2>
          <EditableText
            label="General tips"
            multiline
            value={itinerary.tips}
            display={<TipsView tips={itinerary.tips} />}
            editable={owner}
            maxLength={ITINERARY_TIPS_MAX_LENGTH}
            onSave={(text) => patch({ tips: text.trim() })}
          />
        </section>
        <section className="itinerary__section" aria-labelledby="budget-heading">
          <h2 id="budget-heading">Suggested Budget</h2>
          <ConvertedTotal amount={itinerary.totalBudget} currency={itinerary.currency} />
        </section>
        <section className="itinerary__section" aria-labelledby="stops-heading">
          <header className="itinerary__section-header">
            <h2 id="stops-heading">Stops</h2>
            {owner && (
              <Button size="sm" onClick={() => setEditing('new')}>
                Add New Stop
              </Button>
            )}
          </header>
          <StopsGrid stops={lettered} onEdit={owner ? setEditing : undefined} onFocus={setFocus} />
        </section>
        <NearbySuggestions itineraryId={itinerary.id} hasStops={stops.length > 0} />
        {owner && (
          <div className="itinerary__danger">
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              Delete itinerary
            </Button>
          </div>
        )}
      </article>
      <MapPanel stops={lettered} member={member} focus={focus} />
      {editing && (
        <StopModal
          stop={editing === 'new' ? null : editing}
          currency={itinerary.currency}
          onClose={() => setEditing(null)}
          onPlaceFocus={setFocus}
          onSave={async (stop) => {
            if (editing === 'new') await addStop({ variables: { itineraryId: itinerary.id, stop: toStopInput(stop) } });
            else await updateStop({ variables: { id: stop.id, stop: toStopInput(stop) } });
          }}
          onDelete={async (stop) => {
            await deleteStop({ variables: { id: stop.id } });
          }}
        />
      )}
      {confirmDelete && (
        <ConfirmDialog
          title="Delete itinerary"
          message="Delete this itinerary with its stops and ratings? This cannot be undone."
          confirmLabel={deleteState.loading ? 'Deleting...' : 'Delete'}
          danger
          busy={deleteState.loading}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </div>
  );
}
