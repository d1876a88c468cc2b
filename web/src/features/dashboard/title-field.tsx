import { useEffect, useId, useRef, useState } from 'react';
import { POST_TITLE_MAX_LENGTH } from '@culturalink/common/limits';

export const TITLE_PLACEHOLDER = 'POST TITLE';

/** The composer's title: a heading-like display that turns into an input when clicked (Enter or leaving it ends editing). */
export function TitleField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [editing, setEditing] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Enter ends editing by removing the input that had the focus: the focus goes to the title button, not <body>.
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [editing]);
  if (editing) {
    return (
      <div className="composer__title-edit">
        <label className="visually-hidden" htmlFor={id}>
          Post title
        </label>
        <input
          id={id}
          className="composer__title-input"
          value={value}
          maxLength={POST_TITLE_MAX_LENGTH}
          placeholder={TITLE_PLACEHOLDER}
          aria-invalid={error ? true : undefined}
          autoFocus
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => setEditing(false)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              refocus.current = true;
              setEditing(false);
            }
          }}
        />
        {error && <p className="composer__error">{error}</p>}
      </div>
    );
  }
  return (
    <div>
      <button
        ref={button}
        type="button"
        className={`composer__title ${value.trim() ? '' : 'is-placeholder'}`}
        onClick={() => setEditing(true)}
        aria-label={value.trim() ? `Post title: ${value}. Edit title` : 'Add a post title'}
      >
        {value.trim() || TITLE_PLACEHOLDER}
        <span className="composer__title-pen" aria-hidden="true">
          ✎
        </span>
      </button>
      {error && <p className="composer__error">{error}</p>}
    </div>
  );
}
