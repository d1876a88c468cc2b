import { useQuery } from '@apollo/client/react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { PlaceFieldsFragment } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { PlaceSearchDocument } from './api/place-search';
import { suggestionsFor, type PlaceMode } from './place-suggestions';
import './place-autocomplete.css';
import '../../ui/text-field.css';

export interface PlaceAutocompleteProps {
  label: string;
  value: string;
  onTextChange: (text: string) => void;
  /** A suggestion was chosen (never called for a place without coordinates). */
  onSelect?: (place: PlaceFieldsFragment) => void;
  /** 'place' suggests towns; 'region' suggests countries and fills in the country name. */
  mode?: PlaceMode;
  placeholder?: string;
  error?: string | boolean;
  hint?: string;
  autoFocus?: boolean;
  name?: string;
  readOnly?: boolean;
}

const DEBOUNCE_MS = 200;

/** A free-text field with place suggestions from our gazetteer (a WAI-ARIA combobox: arrows, Enter, Esc). */
export function PlaceAutocomplete({
  label,
  value,
  onTextChange,
  onSelect,
  mode = 'place',
  placeholder,
  error,
  hint,
  autoFocus,
  name,
  readOnly,
}: PlaceAutocompleteProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const { data, loading } = useQuery(PlaceSearchDocument, {
    variables: { text, limit: 8, region: mode === 'region' },
    skip: text.length < 2 || !open,
  });
  const options = suggestionsFor(data?.placeSearch ?? [], mode);
  const shown = (place: PlaceFieldsFragment) => (mode === 'region' ? place.country : place.label);
  // Nothing to offer once the text already is the only suggestion (a typed-out country name).
  const settled =
    options.length > 0 && options.every((place) => shown(place).toLowerCase() === value.trim().toLowerCase());
  const expanded = open && !readOnly && !settled && text.length >= 2 && (options.length > 0 || loading);

  const choose = (place: PlaceFieldsFragment) => {
    setOpen(false);
    setActive(-1);
    if (!Number.isFinite(place.latitude) || !Number.isFinite(place.longitude)) {
      console.log('Selected place does not have a geometry');
      return;
    }
    onTextChange(shown(place));
    onSelect?.(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length ? (index + 1) % options.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (options.length ? (index - 1 + options.length) % options.length : -1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className={`field place-autocomplete ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          name={name}
          className="field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          autoFocus={autoFocus}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={typeof error === 'string' && error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          placeholder={placeholder}
          value={value}
          maxLength={200}
          readOnly={readOnly}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul id={listId} role="listbox" aria-label="Suggestions" className="place-autocomplete__list" hidden={!expanded}>
        {loading && options.length === 0 && <li className="place-autocomplete__status">Searching…</li>}
        {options.map((place, index) => (
          <li
            key={place.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="place-autocomplete__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            <span className="place-autocomplete__name">{mode === 'region' ? place.country : place.name}</span>
            {mode === 'place' && (
              <span className="place-autocomplete__detail">
                {[place.admin, place.country].filter(Boolean).join(', ')}
              </span>
            )}
          </li>
        ))}
      </ul>
      {typeof error === 'string' && error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
