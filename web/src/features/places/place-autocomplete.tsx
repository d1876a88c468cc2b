import { useId } from 'react';
import type { PlaceFieldsFragment } from '../../gql/graphql';
import { useCombobox } from '../../lib/use-combobox';
import type { PlaceMode } from './place-suggestions';
import { placeText, usePlaceSuggestions } from './use-place-suggestions';
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
  /** The longest text the field takes: the limit of what the text becomes (a country's, for CountryField). */
  maxLength?: number;
}

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
  maxLength = 200,
}: PlaceAutocompleteProps) {
  const id = useId();
  const listId = `${id}-list`;
  const box = useCombobox<PlaceFieldsFragment>((place) => {
    if (!Number.isFinite(place.latitude) || !Number.isFinite(place.longitude)) {
      console.log('Selected place does not have a geometry');
      return;
    }
    onTextChange(placeText(place, mode));
    onSelect?.(place);
  });
  const { options, loading, searchable } = usePlaceSuggestions(value, mode, box.open);
  const expanded = box.open && !readOnly && searchable && (options.length > 0 || loading);
  const active = box.active;

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
          maxLength={maxLength}
          readOnly={readOnly}
          onChange={(event) => {
            onTextChange(event.target.value);
            box.typed();
          }}
          onFocus={box.show}
          onBlur={box.hide}
          onKeyDown={(event) => box.onKeyDown(event, options, expanded)}
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
            onClick={() => box.choose(place)}
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
