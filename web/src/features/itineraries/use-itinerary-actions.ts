import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { useToast } from '../../ui/toast-context';
import {
  DeleteItineraryDocument,
  RateItineraryDocument,
  SetItineraryCoverDocument,
  UpdateItineraryDocument,
} from './api/itinerary-mutations';
import { AddStopDocument, DeleteStopDocument, UpdateStopDocument } from './api/stop-mutations';
import { MoveStopDocument, RemoveItineraryDayDocument } from './api/itinerary-days';
import type { ItineraryPatch } from '../../gql/graphql';
import { removeItineraryFromCache } from './remove-itinerary-from-cache';
import { toStopInput, type StopDraft } from './stop-draft';
import { useUploadProgress } from '../../ui/upload-progress';
import { isOnline } from '../offline';
import { mutationText, useQueueAction } from '../outbox';

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
  const [moveStop] = useMutation(MoveStopDocument);
  const [removeDay] = useMutation(RemoveItineraryDayDocument);
  const [deleteItinerary, deleteState] = useMutation(DeleteItineraryDocument);
  const coverUpload = useUploadProgress();
  const photoUpload = useUploadProgress();
  const client = useApolloClient();
  const queue = useQueueAction();

  /** Offline a stop added or changed is queued (with its photo) and saved on reconnect; a change shows at once. */
  const queueStop = async (stop: StopDraft, isNew: boolean) => {
    const photo = stop.photo ?? null;
    await queue({
      kind: 'stop-edit',
      subject: itineraryId,
      label: isNew ? `your new stop “${stop.name}”` : `your changes to the stop “${stop.name}”`,
      query: mutationText(isNew ? AddStopDocument : UpdateStopDocument),
      variables: isNew
        ? { itineraryId, stop: toStopInput(stop), photo }
        : { id: stop.id, stop: toStopInput(stop), photo },
      refetch: ['ViewItinerary'],
    });
    if (!isNew)
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Stop', id: stop.id }),
        fields: { name: () => stop.name, address: () => stop.address, description: () => stop.description },
      });
    toast.success('The stop is kept on this device and saved when you are back online.');
  };

  return {
    /** Saves text fields; says why on failure and rethrows so the field stays in edit mode. */
    patch: async (fields: ItineraryPatch) => {
      try {
        const { data } = await update({ variables: { id: itineraryId, patch: fields } });
        resultOf(data?.updateItinerary, 'itinerary');
      } catch (error) {
        toast.error(readApiError(error).message || 'Error saving itinerary.');
        throw error;
      }
    },
    setCover: (cover: File) =>
      void setCover({ variables: { id: itineraryId, cover }, context: coverUpload.start() })
        .then(({ data }) => resultOf(data?.setItineraryCover, 'itinerary'))
        .catch((error: unknown) => {
          const info = readApiError(error);
          if (info.code === 'UPLOAD_CANCELLED') return;
          toast.error(info.code === 'BAD_USER_INPUT' ? 'The cover could not be saved.' : info.message);
        })
        .finally(coverUpload.done),
    savingCover: coverState.loading,
    /** 0..100 while the cover uploads, else null; `cancelCover` stops it. */
    coverProgress: coverUpload.progress,
    cancelCover: coverUpload.cancel,
    /** 0..100 while a stop's new photo uploads, else null. */
    stopPhotoProgress: photoUpload.progress,
    rate: async (rating: number) => {
      const { data } = await rate({ variables: { id: itineraryId, rating } });
      resultOf(data?.rateItinerary, 'itinerary');
    },
    /** Adds a new stop (`isNew`) or saves an existing one. */
    saveStop: async (stop: StopDraft, isNew: boolean) => {
      if (!isOnline()) return queueStop(stop, isNew);
      const photo = stop.photo ?? null;
      const context = photo ? photoUpload.start() : undefined;
      try {
        if (isNew) {
          const { data } = await addStop({ variables: { itineraryId, stop: toStopInput(stop), photo }, context });
          resultOf(data?.addStop, 'itinerary');
        } else {
          const { data } = await updateStop({ variables: { id: stop.id, stop: toStopInput(stop), photo }, context });
          resultOf(data?.updateStop, 'itinerary');
        }
      } finally {
        photoUpload.done();
      }
    },
    /** Moves a stop to `position` (0-based) in `day`; false (with a toast) when it could not. */
    moveStop: async (stopId: string, day: number, position: number): Promise<boolean> => {
      try {
        const { data } = await moveStop({ variables: { id: stopId, day, position } });
        resultOf(data?.moveStop, 'itinerary');
        return true;
      } catch (error) {
        toast.error(readApiError(error).message || 'The stop could not be moved.');
        return false;
      }
    },
    /** Removes a day; its stops join the day before. */
    removeDay: async (day: number) => {
      try {
        const { data } = await removeDay({ variables: { id: itineraryId, day } });
        resultOf(data?.removeItineraryDay, 'itinerary');
      } catch (error) {
        toast.error(readApiError(error).message || 'The day could not be removed.');
      }
    },
    deleteStop: async (stop: StopDraft) => {
      const { data } = await deleteStop({ variables: { id: stop.id } });
      resultOf(data?.deleteStop, 'deletedStopId');
    },
    /** Deletes the itinerary and goes back to the list; answers false when it could not. */
    remove: async (): Promise<boolean> => {
      try {
        const { data } = await deleteItinerary({
          variables: { id: itineraryId },
          update: (cache, { data: answer }) => {
            if (answer?.deleteItinerary.deletedItineraryId) removeItineraryFromCache(cache, itineraryId);
          },
        });
        resultOf(data?.deleteItinerary, 'deletedItineraryId');
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
