import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { readApiError } from '../../lib/graphql-error';
import { useToast } from '../../ui/toast-context';
import {
  DeleteItineraryDocument,
  RateItineraryDocument,
  SetItineraryCoverDocument,
  UpdateItineraryDocument,
} from './api/itinerary-mutations';
import { AddStopDocument, DeleteStopDocument, UpdateStopDocument } from './api/stop-mutations';
import { removeItineraryFromCache } from './remove-itinerary-from-cache';
import { toStopInput, type StopDraft } from './stop-draft';

/**
 * Everything a member can do to one itinerary, each with its own failure message: edit its text,
 * set its cover, rate it, add, change or delete a stop, delete it (then back to the list).
 */
export function useItineraryActions(itineraryId: string) {
  const toast = useToast();
  const navigate = useNavigate();
  const [update] = useMutation(UpdateItineraryDocument);
  const [setCover, coverState] = useMutation(SetItineraryCoverDocument);
  const [rate] = useMutation(RateItineraryDocument);
  const [addStop] = useMutation(AddStopDocument);
  const [updateStop] = useMutation(UpdateStopDocument);
  const [deleteStop] = useMutation(DeleteStopDocument);
  const [deleteItinerary, deleteState] = useMutation(DeleteItineraryDocument);

  return {
    /** Saves text fields; says why on failure and rethrows so the field stays in edit mode. */
    patch: async (fields: { title?: string; description?: string; tips?: string }) => {
      try {
        await update({ variables: { id: itineraryId, patch: fields } });
      } catch (error) {
        toast.error(readApiError(error).message || 'Error saving itinerary.');
        throw error;
      }
    },
    setCover: (cover: File) =>
      void setCover({ variables: { id: itineraryId, cover } }).catch(() =>
        toast.error('The cover could not be saved.'),
      ),
    savingCover: coverState.loading,
    rate: async (rating: number) => {
      await rate({ variables: { id: itineraryId, rating } });
    },
    /** Adds a new stop (`isNew`) or saves an existing one. */
    saveStop: async (stop: StopDraft, isNew: boolean) => {
      const photo = stop.photo ?? null;
      if (isNew) await addStop({ variables: { itineraryId, stop: toStopInput(stop), photo } });
      else await updateStop({ variables: { id: stop.id, stop: toStopInput(stop), photo } });
    },
    deleteStop: async (stop: StopDraft) => {
      await deleteStop({ variables: { id: stop.id } });
    },
    /** Deletes the itinerary and goes back to the list; answers false when it could not. */
    remove: async (): Promise<boolean> => {
      try {
        await deleteItinerary({
          variables: { id: itineraryId },
          update: (cache) => removeItineraryFromCache(cache, itineraryId),
        });
        toast.success('Itinerary deleted.');
        navigate('/itinerary', { replace: true });
        return true;
      } catch {
        toast.error('The itinerary could not be deleted.');
        return false;
      }
    },
    deleting: deleteState.loading,
  };
}
