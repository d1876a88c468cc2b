import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import '../../ui/text-field.css';

export interface EditableTextProps {
  label: string;
  value: string;
  /** What display mode shows (defaults and formatting applied by the caller). */
  display: ReactNode;
  /** Owners edit; everyone else sees display mode only. */
  editable: boolean;
  /** Saves the new text; resolves once stored (throws to stay in edit mode). */
  onSave: (text: string) => Promise<void> | void;
  multiline?: boolean;
  maxLength?: number;
  placeholder?: string;
  className?: string;
  /** Shows the display inside an h1 (the itinerary title). */
  heading?: boolean;
  /** Where the text being edited is kept (a draft on the device, null while not editing); else in the field. */
  kept?: { value: string | null; set: (text: string | null) => void };
}

/** A field shown as text that its owner turns into an input by a click or the Edit button; saved on blur, Enter (single line) or Save; Esc cancels. */
export function EditableText({
  label,
  value,
  display,
  editable,
  onSave,
  multiline = false,
  maxLength,
  placeholder,
  className = '',
  heading = false,
  kept,
}: EditableTextProps) {
  const [ownDraft, setOwnDraft] = useState<string | null>(null);
  const draft = kept ? kept.value : ownDraft;
  const setDraft = kept ? kept.set : setOwnDraft;
  const [saving, setSaving] = useState(false);
  const finishing = useRef(false);
  const id = useId();

  const finish = async (save: boolean) => {
    if (draft === null || finishing.current) return;
    finishing.current = true;
    try {
      if (save && draft !== value) {
        setSaving(true);
        await onSave(draft);
      }
      setDraft(null);
    } catch {
      // The caller reported the failure; the draft stays for another try.
    } finally {
      setSaving(false);
      finishing.current = false;
    }
  };

  if (draft === null) {
    const shown = editable ? (
      <button
        type="button"
        className="editable__display"
        onClick={() => setDraft(value)}
        title={`Edit ${label.toLowerCase()}`}
      >
        {display}
      </button>
    ) : (
      <span className="editable__display editable__display--static">{display}</span>
    );
    return (
      <div className={`editable ${className}`}>
        {heading ? <h1 className="editable__heading">{shown}</h1> : shown}
        {editable && (
          <Button size="sm" variant="ghost" onClick={() => setDraft(value)} aria-label={`Edit ${label.toLowerCase()}`}>
            Edit
          </Button>
        )}
      </div>
    );
  }

  const common = {
    id,
    className: 'field__input editable__input',
    value: draft,
    maxLength,
    placeholder,
    autoFocus: true,
    disabled: saving,
    onBlur: () => void finish(true),
  };
  return (
    <div className={`editable editable--editing ${className}`}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={5}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && void finish(false)}
        />
      ) : (
        <input
          {...common}
          type="text"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void finish(true);
            } else if (event.key === 'Escape') void finish(false);
          }}
        />
      )}
      <Button size="sm" busy={saving} onMouseDown={(event) => event.preventDefault()} onClick={() => void finish(true)}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </div>
  );
}
