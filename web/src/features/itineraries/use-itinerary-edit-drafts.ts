import { useCallback } from 'react';
import { useDraft } from '../drafts';

type EditedField = 'title' | 'description' | 'tips';
const FIELDS: readonly EditedField[] = ['title', 'description', 'tips'];
const NONE: Partial<Record<EditedField, string>> = {};

/**
 * The owner's inline edits of an itinerary's own fields, kept on the device per member and itinerary while they are
 * typed (features/drafts): a field being edited is open again with its text after a reload or a navigation, and
 * `unsaved` says whether any differs from what is saved (the leave prompt asks then).
 */
export function useItineraryEditDrafts(itinerary: { id: string } & Record<EditedField, string>) {
  const [open, setOpen] = useDraft(`itinerary-edit.${itinerary.id}`, NONE);
  const kept = useCallback(
    (field: EditedField) => ({
      value: open[field] ?? null,
      set: (text: string | null) =>
        setOpen(({ [field]: _closed, ...rest }) => (text === null ? rest : { ...rest, [field]: text })),
    }),
    [open, setOpen],
  );
  const unsaved = FIELDS.some((field) => open[field] !== undefined && open[field] !== itinerary[field]);
  return { kept, unsaved };
}
