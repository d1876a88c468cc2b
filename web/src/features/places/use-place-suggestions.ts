import { useQuery } from '@apollo/client/react';
import type { PlaceFieldsFragment } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { PlaceSearchDocument } from './api/place-search';
import { suggestionsFor, type PlaceMode } from './place-suggestions';

const DEBOUNCE_MS = 200;

/** What a chosen place writes into the field: its label, or in region mode its country. */
export function placeText(place: PlaceFieldsFragment, mode: PlaceMode): string {
  return mode === 'region' ? place.country : place.label;
}

/**
 * Places from our gazetteer for the text typed (once it has settled and has 2 characters, while the list is wanted);
 * `searchable` is false when there is nothing to search, or the text already is the only suggestion (a typed-out
 * country name).
 */
export function usePlaceSuggestions(value: string, mode: PlaceMode, wanted: boolean) {
  const text = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const { data, loading } = useQuery(PlaceSearchDocument, {
    variables: { text, limit: 8, region: mode === 'region' },
    skip: text.length < 2 || !wanted,
  });
  const options = suggestionsFor(data?.placeSearch ?? [], mode);
  const settled =
    options.length > 0 && options.every((place) => placeText(place, mode).toLowerCase() === value.trim().toLowerCase());
  return { options, loading, searchable: text.length >= 2 && !settled };
}
