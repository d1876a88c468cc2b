/** The public surface of the places feature: other features and the app import only from here. */
export { ReverseGeocodeDocument } from './api/place-search';
export { CountryField } from './country-field';
export { PlaceAutocomplete } from './place-autocomplete';
