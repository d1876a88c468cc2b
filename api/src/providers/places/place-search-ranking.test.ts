import { describe, expect, it } from 'vitest';
import { getPlaceIndex } from './place-index.js';

const index = getPlaceIndex();
const labels = (text: string, limit = 5) => index.search(text, limit).map((place) => place.label);

/**
 * Real queries, as travellers type them, in several scripts and languages: what must come first, and what must be
 * in the first five (a smaller namesake that is still wanted).
 */
const QUERIES: [query: string, first: string, alsoListed?: string][] = [
  ['Kyo', 'Kyoto, Japan'], // "Kyo, Comoros" (2,209 people) came first
  ['Kyoto', 'Kyoto, Japan'],
  ['Tokyo', 'Tokyo, Japan'],
  ['東京', 'Tokyo, Japan'],
  ['Cairo', 'Cairo, Egypt', 'Cairo, GA, United States'],
  ['القاهرة', 'Cairo, Egypt'],
  ['São Paulo', 'São Paulo, Brazil'],
  ['Sao Paulo', 'São Paulo, Brazil'],
  ['München', 'Munich, Germany'],
  ['Münch', 'Munich, Germany'],
  ['Munich', 'Munich, Germany'],
  ['Kraków', 'Kraków, Poland'],
  ['krakow', 'Kraków, Poland'],
  ['Москва', 'Moscow, Russia'],
  ['Санкт-Петербург', 'Saint Petersburg, Russia'],
  ['Mexico', 'Mexico City, Mexico', 'Mexico, MO, United States'],
  ['Paris', 'Paris, France', 'Paris, TX, United States'],
  ['Paris, TX', 'Paris, TX, United States'],
  ['Lagos', 'Lagos, Nigeria', 'Lagos, Portugal'],
  ['Dubl', 'Dublin, Ireland', 'Dublin, OH, United States'],
  ['New York', 'New York City, NY, United States'],
  ['서울', 'Seoul, South Korea'],
  ['北京', 'Beijing, China'],
  ['Αθήνα', 'Athens, Greece'],
  ['Roma', 'Rome, Italy'],
  ['Wien', 'Vienna, Austria'],
  ['Lisboa', 'Lisbon, Portugal'],
  ['Mumb', 'Mumbai, India'],
  ['Bangk', 'Bangkok, Thailand'],
  ['Bath', 'Bath, ENG, United Kingdom'], // before Bathinda, three times larger but four letters longer
  ['York', 'York, ENG, United Kingdom', 'York, PA, United States'],
  ['Manila', 'Manila, NCR, Philippines'],
];

describe('place search ranking', () => {
  it.each(QUERIES)('%s lists %s first', (query, first, alsoListed) => {
    const found = labels(query);
    expect(found[0]).toBe(first);
    if (alsoListed) expect(found).toContain(alsoListed);
  });

  it('lists a place once, whichever of its names matched', () => {
    const tokyo = index.search('Tok', 20).filter((place) => place.label === 'Tokyo, Japan');
    expect(tokyo).toHaveLength(1);
  });

  it('ranks a namesake that is a larger place own name above a smaller place once called so', () => {
    // Parys (South Africa) was once "Paris": it is not listed among the Parises of the first five
    expect(labels('Paris')).not.toContain('Parys, South Africa');
  });
});
