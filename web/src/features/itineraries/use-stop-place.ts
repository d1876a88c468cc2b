import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { PlaceFieldsFragment } from '../../gql/graphql';
import { readMemberLocation, type LatLng } from '../map';
import { ReverseGeocodeDocument } from '../places';
import type { StopDraft } from './stop-draft';

export type StopPlace = Pick<StopDraft, 'name' | 'address' | 'latitude' | 'longitude' | 'types'>;

/**
 * The stop form's place: the text in the location field and the place it names (a suggestion chosen, or the member's
 * current location named by reverse geocoding); editing the text away from the chosen place forgets it. `found` is the
 * place to save, null while there is none; `error` is the field's message.
 */
export function useStopPlace(stop: StopDraft | null, onPlaceFocus?: (place: LatLng | null) => void) {
  const client = useApolloClient();
  const [text, setText] = useState(stop ? stop.address || stop.name : '');
  const [place, setPlace] = useState<StopPlace | null>(stop);
  const [error, setError] = useState<string | undefined>();
  const [locating, setLocating] = useState(false);

  const settle = (chosen: StopPlace) => {
    setPlace(chosen);
    setError(undefined);
    onPlaceFocus?.(chosen);
  };

  const choose = (found: PlaceFieldsFragment) =>
    settle({
      name: found.name,
      address: found.label,
      latitude: found.latitude,
      longitude: found.longitude,
      types: [...found.types],
    });

  const locate = async () => {
    setLocating(true);
    try {
      const here = await readMemberLocation();
      const { data } = await client.query({ query: ReverseGeocodeDocument, variables: here });
      const found = data?.reverseGeocode;
      const address = found?.label ?? `${here.latitude.toFixed(5)}, ${here.longitude.toFixed(5)}`;
      setText(address);
      settle({
        name: found?.name ?? 'My location',
        address,
        latitude: here.latitude,
        longitude: here.longitude,
        types: found ? [...found.types] : [],
      });
    } catch (caught) {
      console.log('Current location unavailable:', caught instanceof Error ? caught.message : caught);
      setError('Your location is not available. Search for the place instead.');
    } finally {
      setLocating(false);
    }
  };

  const typed = (value: string) => {
    setText(value);
    if (place && value !== place.address) setPlace(null);
  };

  return { text, found: place && text.trim() ? place : null, error, setError, locating, choose, locate, typed };
}
