import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.js';
import { getPlaceIndex } from './place-index.js';

const index = getPlaceIndex();
const labels = (text: string, limit = 5) => index.search(text, limit).map((place) => place.label);

describe('gazetteer index', () => {
  it('holds the whole GeoNames extract with country names', () => {
    expect(index.size).toBeGreaterThan(130_000);
    const [manila] = index.search('Manila', 1);
    expect(manila).toMatchObject({
      name: 'Manila',
      country: 'Philippines',
      countryCode: 'PH',
      label: 'Manila, NCR, Philippines',
      id: 'geonames:1701668',
    });
    expect(manila.types).toContain('capital');
    expect(manila.latitude).toBeCloseTo(14.6, 1);
    expect(manila.longitude).toBeCloseTo(120.98, 1);
  });

  it('ranks an exact name first, then by population', () => {
    expect(labels('Manila')[0]).toBe('Manila, NCR, Philippines');
    expect(labels('Paris')[0]).toBe('Paris, France');
    expect(labels('Paris').slice(1)).toContain('Paris, TX, United States');
    expect(labels('New York', 1)).toEqual(['New York City, NY, United States']);
  });

  it('lists names that start with the text, then names with a later word that does, then names holding it', () => {
    const york = index.search('York', 50);
    expect(york[0].label).toBe('York, ENG, United Kingdom');
    const starts = (name: string) => name.toLowerCase().startsWith('york');
    const firstLaterWord = york.findIndex((place) => !starts(place.name) && place.name !== 'New York City');
    expect(firstLaterWord).toBeGreaterThan(0);
    expect(york.slice(firstLaterWord).every((place) => !starts(place.name))).toBe(true);
    expect(index.search('ebu City', 3).map((place) => place.name)).toContain('Cebu City');
  });

  it('ignores accents and punctuation both ways', () => {
    expect(labels('sao paulo')[0]).toBe('São Paulo, Brazil');
    expect(labels('São Paulo')[0]).toBe('São Paulo, Brazil');
    expect(index.search('zurich', 1)[0]).toMatchObject({ name: 'Zürich', country: 'Switzerland' });
    expect(foldText("Saint-Étienne d'Œuf")).toBe('saint etienne d oeuf');
    expect(index.search('saint etienne', 1)[0]).toMatchObject({ name: 'Saint-Étienne', country: 'France' });
  });

  it('narrows by country or region after a comma', () => {
    expect(labels('Paris, us', 3).every((label) => label.endsWith('United States'))).toBe(true);
    expect(labels('Paris, texas')).toEqual([]);
    expect(labels('Paris, TX', 1)).toEqual(['Paris, TX, United States']);
    expect(labels('Manila, united', 2)).toEqual(['Manila, AR, United States', 'Manila, UT, United States']);
  });

  it('answers nothing for empty text and respects the limit', () => {
    expect(index.search('   ', 5)).toEqual([]);
    expect(index.search('s', 7)).toHaveLength(7);
    expect(index.search('qqqqzzzz', 5)).toEqual([]);
  });

  it('finds countries by name or code in region mode', () => {
    expect(index.searchCountries('phil', 3)[0]).toMatchObject({
      id: 'country:PH',
      name: 'Philippines',
      countryCode: 'PH',
      label: 'Philippines',
      types: ['country'],
    });
    expect(index.searchCountries('united', 3).map((country) => country.name)).toEqual([
      'United States',
      'United Kingdom',
      'United Arab Emirates',
    ]);
    expect(index.searchCountries('FR', 1)[0].name).toBe('France');
    expect(index.searchCountries('cote d', 1)[0].countryCode).toBe('CI');
    // placed at the capital
    expect(index.searchCountries('Philippines', 1)[0].latitude).toBeCloseTo(14.6, 1);
  });

  it('reverse-geocodes to the nearest place, and not from the open sea', () => {
    expect(index.nearest(48.8584, 2.2945)?.countryCode).toBe('FR');
    expect(index.nearest(10.3157, 123.8854)?.country).toBe('Philippines');
    expect(index.nearest(0, -30)).toBeNull();
  });

  it('lists places within a radius, nearest first, with distances', () => {
    const near = index.within(14.5995, 120.9842, 3000, 20);
    expect(near.length).toBeGreaterThan(1);
    expect(near.map((place) => place.name)).toContain('Manila');
    expect(near.every((place) => place.distanceMeters <= 3000)).toBe(true);
    const distances = near.map((place) => place.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(index.within(0, -30, 3000, 10)).toEqual([]);
    expect(index.within(14.5995, 120.9842, 50_000, 3)).toHaveLength(3);
  });
});
