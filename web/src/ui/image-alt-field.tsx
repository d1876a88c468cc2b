import { useId } from 'react';
import { IMAGE_ALT_MAX_LENGTH } from '@culturalink/common/limits';
import './text-field.css';
import './image-alt-field.css';

export const ALT_REMINDER =
  'This image has no description yet. A few words help people who use a screen reader; you can still publish without one.';

/**
 * The author's description of an image (its alt text), with a gentle reminder while it is empty: the reminder
 * never blocks the form (as Mastodon does it).
 */
export function ImageAltField({
  value,
  onChange,
  label = 'Image description (alt text)',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const id = useId();
  const hintId = useId();
  const missing = value.trim() === '';
  return (
    <div className="field image-alt">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input image-alt__input"
        rows={2}
        maxLength={IMAGE_ALT_MAX_LENGTH}
        value={value}
        placeholder="Describe what the image shows"
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className={`field__hint ${missing ? 'image-alt__reminder' : ''}`}>
        {missing ? ALT_REMINDER : `${value.length} / ${IMAGE_ALT_MAX_LENGTH} characters`}
      </p>
    </div>
  );
}
