/** Up to three readable types from the GeoNames feature code and the population. */
export function placeTypes(featureCode: string, population: number): string[] {
  const types: string[] = [];
  if (featureCode === 'PPLC') types.push('capital');
  else if (featureCode === 'PPLA') types.push('regional-capital');
  else if (/^PPLA\d$/.test(featureCode)) types.push('admin-seat');
  if (featureCode === 'PPLX') types.push('neighbourhood');
  else types.push(population >= 100_000 ? 'city' : population >= 10_000 ? 'town' : 'village');
  types.push('locality');
  return types;
}
