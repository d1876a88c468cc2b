import { COUNTRY_MAX_LENGTH } from '@culturalink/common/limits';
import type { ChangeEvent } from 'react';
import { PlaceAutocomplete } from './place-autocomplete';
import '../../ui/text-field.css';

/**
 * The country field of the sign-up, settings and composer forms: free text with country suggestions from the gazetteer.
 * Same props as the plain CountryInput it replaces (value + onChange with an input event).
 */
export function CountryField({
  label = 'Country',
  value,
  onChange,
  error,
  name,
  readOnly,
}: {
  label?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | boolean;
  name?: string;
  readOnly?: boolean;
}) {
  const emit = (text: string) =>
    onChange({ target: { value: text }, currentTarget: { value: text } } as ChangeEvent<HTMLInputElement>);
  return (
    <PlaceAutocomplete
      label={label}
      value={value}
      onTextChange={emit}
      mode="region"
      maxLength={COUNTRY_MAX_LENGTH}
      error={error}
      name={name}
      readOnly={readOnly}
    />
  );
}
