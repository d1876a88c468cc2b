import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { STOP_DESCRIPTION_MAX_LENGTH } from '@culturalink/common/limits';
import type { PlaceFieldsFragment } from '../../gql/graphql';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { usePickedImage } from '../../ui/image-picker';
import { readMemberLocation } from '../map';
import type { LatLng } from '../map';
import { ReverseGeocodeDocument } from '../places';
import { PlaceAutocomplete } from '../places';
import { parseBudget } from './itinerary-form';
import type { StopDraft } from './stop-draft';
import { StopPhotoField } from './stop-photo-field';
import '../../ui/text-field.css';

export interface StopModalProps {
  /** The stop being edited; null adds a new one. */
  stop: StopDraft | null;
  currency: string;
  onSave: (stop: StopDraft) => Promise<void> | void;
  onDelete?: (stop: StopDraft) => Promise<void> | void;
  onClose: () => void;
  /** The chosen place, so the map can zoom to it. */
  onPlaceFocus?: (place: LatLng | null) => void;
  /** Offer a photo with its description (saved stops; the create screen sends stops without photos). */
  withPhoto?: boolean;
  /** 0..100 while the stop's new photo uploads. */
  photoProgress?: number | null;
}

type Chosen = Pick<StopDraft, 'name' | 'address' | 'latitude' | 'longitude' | 'types'>;

/** Add or edit a stop: a place from the autocomplete or the member's current location, a required numeric budget, a note. */
export function StopModal({
  stop,
  currency,
  onSave,
  onDelete,
  onClose,
  onPlaceFocus,
  withPhoto,
  photoProgress = null,
}: StopModalProps) {
  const client = useApolloClient();
  const [text, setText] = useState(stop ? stop.address || stop.name : '');
  const [place, setPlace] = useState<Chosen | null>(stop);
  const [budget, setBudget] = useState(stop ? String(stop.budget) : '');
  const [description, setDescription] = useState(stop?.description ?? '');
  const photo = usePickedImage();
  const [imageAlt, setImageAlt] = useState(stop?.imageAlt ?? '');
  const [errors, setErrors] = useState<{ place?: string; budget?: string; form?: string }>({});
  const [locating, setLocating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const choose = (found: PlaceFieldsFragment) => {
    const chosen = {
      name: found.name,
      address: found.label,
      latitude: found.latitude,
      longitude: found.longitude,
      types: [...found.types],
    };
    setPlace(chosen);
    setErrors(({ place: _dropped, ...rest }) => rest);
    onPlaceFocus?.(chosen);
  };

  const locateMember = async () => {
    setLocating(true);
    try {
      const here = await readMemberLocation();
      const { data } = await client.query({ query: ReverseGeocodeDocument, variables: here });
      const found = data?.reverseGeocode;
      const chosen = {
        name: found?.name ?? 'My location',
        address: found?.label ?? `${here.latitude.toFixed(5)}, ${here.longitude.toFixed(5)}`,
        latitude: here.latitude,
        longitude: here.longitude,
        types: found ? [...found.types] : [],
      };
      setPlace(chosen);
      setText(chosen.address);
      setErrors(({ place: _dropped, ...rest }) => rest);
      onPlaceFocus?.(chosen);
    } catch (error) {
      console.log('Current location unavailable:', error instanceof Error ? error.message : error);
      setErrors((current) => ({ ...current, place: 'Your location is not available. Search for the place instead.' }));
    } finally {
      setLocating(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseBudget(budget);
    const found = place && text.trim() ? place : null;
    const problems = {
      place: found ? undefined : 'Choose a location from the list.',
      budget: amount === null ? 'Enter the budget as a number.' : undefined,
    };
    if (problems.place || problems.budget) return setErrors(problems);
    setSaving(true);
    try {
      await onSave({
        id: stop?.id ?? `new-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        ...found!,
        description: description.trim(),
        budget: amount!,
        currency,
        ...(withPhoto
          ? { imageAlt: imageAlt.trim(), photo: photo.picked?.file ?? null, imageUrl: stop?.imageUrl ?? null }
          : {}),
      });
      onClose();
    } catch {
      setErrors({ form: 'The stop could not be saved. Please try again.' });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!stop || !onDelete) return;
    setDeleting(true);
    try {
      await onDelete(stop);
      onClose();
    } catch {
      setDeleting(false);
      setConfirming(false);
      setErrors({ form: 'The stop could not be deleted. Please try again.' });
    }
  };

  return (
    <Modal title={stop ? 'Edit Stop' : 'Add New Stop'} onClose={onClose}>
      <form
        className="stop-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={stop ? 'Edit stop' : 'Add stop'}
      >
        <PlaceAutocomplete
          label="Location"
          value={text}
          onTextChange={(value) => {
            setText(value);
            if (place && value !== place.address) setPlace(null);
          }}
          onSelect={choose}
          placeholder="Search a town or city"
          error={errors.place}
          autoFocus
        />
        <Button variant="secondary" size="sm" onClick={() => void locateMember()} busy={locating}>
          Use current location
        </Button>
        <TextField
          label={`Budget (${currency})`}
          inputMode="decimal"
          value={budget}
          onChange={(event) => setBudget(event.target.value)}
          error={errors.budget}
          required
        />
        <div className="field">
          <label className="field__label" htmlFor="stop-description">
            Notes (optional)
          </label>
          <textarea
            id="stop-description"
            className="field__input"
            rows={3}
            maxLength={STOP_DESCRIPTION_MAX_LENGTH}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        {withPhoto && (
          <StopPhotoField
            current={stop?.imageUrl ?? null}
            photo={photo}
            alt={imageAlt}
            onAltChange={setImageAlt}
            progress={photoProgress}
          />
        )}
        {errors.form && (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="modal__actions stop-form__actions">
          {stop && onDelete && (
            <Button
              variant="danger"
              size="sm"
              className="stop-form__delete"
              onClick={() => setConfirming(true)}
              aria-label="Delete stop"
              disabled={saving}
            >
              <svg
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
              </svg>
            </Button>
          )}
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          title="Confirm Deletion"
          message="Delete this stop from the itinerary?"
          confirmLabel={deleting ? 'Deleting...' : 'Delete'}
          danger
          busy={deleting}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Modal>
  );
}
