import { useState, type FormEvent } from 'react';
import { useDraft } from '../drafts';
import { STOP_DESCRIPTION_MAX_LENGTH } from '@culturalink/common/limits';
import { Button } from '../../ui/button';
import { usePickedImage } from '../../ui/image-picker';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import type { LatLng } from '../map';
import { PlaceAutocomplete } from '../places';
import { parseBudget } from './itinerary-form';
import type { StopDraft } from './stop-draft';
import { StopDeleteButton } from './stop-delete-button';
import { StopPhotoField } from './stop-photo-field';
import { useStopPlace } from './use-stop-place';
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
  /** The itinerary's days: offers a day (a new stop: the last) and a time; left out on the create screen. */
  dayCount?: number;
  /** The name its typed fields are kept under on the device (features/drafts); default: per stop, or one new stop. */
  draftName?: string;
}

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
  dayCount,
  draftName,
}: StopModalProps) {
  // What is typed (not the place or a picked photo) is kept on the device per member until saved or cancelled.
  const [fields, setFields, clearFields] = useDraft(draftName ?? `stop-form.${stop?.id ?? 'new'}`, {
    day: stop?.day ?? dayCount ?? 1,
    time: stop?.time ?? '',
    budget: stop ? String(stop.budget.amount) : '',
    description: stop?.description ?? '',
    imageAlt: stop?.imageAlt ?? '',
  });
  const { day, time, budget, description, imageAlt } = fields;
  const field =
    <K extends keyof typeof fields>(name: K) =>
    (value: (typeof fields)[K]) =>
      setFields((current) => ({ ...current, [name]: value }));
  const [setDay, setTime, setBudget, setDescription, setImageAlt] = [
    field('day'),
    field('time'),
    field('budget'),
    field('description'),
    field('imageAlt'),
  ];
  const place = useStopPlace(stop, onPlaceFocus);
  const photo = usePickedImage();
  const close = () => {
    clearFields();
    onClose();
  };
  const [errors, setErrors] = useState<{ budget?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseBudget(budget);
    const found = place.found;
    if (!found || amount === null) {
      place.setError(found ? undefined : 'Choose a location from the list.');
      return setErrors({ budget: amount === null ? 'Enter the budget as a number.' : undefined });
    }
    setSaving(true);
    try {
      await onSave({
        id: stop?.id ?? `new-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        ...found,
        description: description.trim(),
        budget: { amount, currencyCode: currency },
        ...(dayCount ? { day, time: time || null } : {}),
        ...(withPhoto
          ? { imageAlt: imageAlt.trim(), photo: photo.picked?.file ?? null, imageUrl: stop?.imageUrl ?? null }
          : {}),
      });
      close();
    } catch {
      setErrors({ form: 'The stop could not be saved. Please try again.' });
    } finally {
      setSaving(false);
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
          value={place.text}
          onTextChange={place.typed}
          onSelect={place.choose}
          placeholder="Search a town or city"
          error={place.error}
          autoFocus
        />
        <Button variant="secondary" size="sm" onClick={() => void place.locate()} busy={place.locating}>
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
        {dayCount && (
          <div className="stop-form__when">
            {dayCount > 1 && (
              <div className="field">
                <label className="field__label" htmlFor="stop-day">
                  Day
                </label>
                <select
                  id="stop-day"
                  className="field__input"
                  value={day}
                  onChange={(event) => setDay(Number(event.target.value))}
                >
                  {Array.from({ length: dayCount }, (_, i) => (
                    <option key={i + 1} value={i + 1}>
                      Day {i + 1}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="field">
              <label className="field__label" htmlFor="stop-time">
                Time (optional, on the place&apos;s clock)
              </label>
              <input
                id="stop-time"
                type="time"
                className="field__input"
                value={time}
                onChange={(event) => setTime(event.target.value)}
              />
            </div>
          </div>
        )}
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
            <StopDeleteButton
              disabled={saving}
              onDelete={() => onDelete(stop)}
              onDeleted={close}
              onFailed={(message) => setErrors({ form: message })}
            />
          )}
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
