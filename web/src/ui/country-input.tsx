import { COUNTRY_MAX_LENGTH } from '@culturalink/common/limits';
import { TextField, type TextFieldProps } from './text-field';
import './text-field.css';

/**
 * The country field of the sign-up and settings forms. A plain text input for now; the itineraries work
 * turns it into a place autocomplete behind this same component.
 */
export function CountryInput({
  label = 'Country',
  ...props
}: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return <TextField label={label} type="text" autoComplete="country-name" maxLength={COUNTRY_MAX_LENGTH} {...props} />;
}
