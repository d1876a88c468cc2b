export type PlaceMode = 'place' | 'region';

/** Region mode offers each country once (in the server's ranking order); place mode keeps the list. */
export function suggestionsFor<T extends { country: string; countryCode: string }>(
  places: readonly T[],
  mode: PlaceMode,
): T[] {
  if (mode === 'place') return [...places];
  const seen = new Set<string>();
  return places.filter((place) => {
    const key = place.countryCode || place.country;
    if (!place.country || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
