import type { TriviaCategoryName } from '@culturalink/common/trivia-categories';
import { COUNTRY_FACTS, joinList, type CountryFacts } from './country-facts.js';

export interface TriviaItem {
  /** Stable across restarts (kind and country codes), so served questions can be remembered. */
  id: string;
  /** One of the trivia categories (GraphQL's TriviaCategory; REST answers its label). */
  category: TriviaCategoryName;
  question: string;
  answer: string;
}

type Generator = (country: CountryFacts, index: number, all: readonly CountryFacts[]) => Omit<TriviaItem, 'id'> | null;

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Each kind of question, the trivia category it belongs to, and how it is asked from the data. */
const GENERATORS: Record<string, Generator> = {
  capital: (c) =>
    c.capitals.length === 0
      ? null
      : {
          category: 'PEOPLE_AND_PLACES',
          question: `What is the capital of ${c.name}?`,
          answer:
            c.capitals.length === 1 ? c.capitals[0] : `${joinList(c.capitals)} (it has ${c.capitals.length} capitals)`,
        },
  'capital-of': (c) =>
    c.capitals.length !== 1
      ? null
      : {
          category: 'PEOPLE_AND_PLACES',
          question: `${c.capitals[0]} is the capital of which country or territory?`,
          answer: c.name,
        },
  languages: (c) =>
    c.languages.length === 0
      ? null
      : {
          category: 'PEOPLE_AND_PLACES',
          question: `Which language${c.languages.length > 1 ? 's are' : ' is'} official or widely spoken in ${c.name}?`,
          answer: joinList(c.languages),
        },
  demonym: (c) =>
    c.demonym
      ? { category: 'PEOPLE_AND_PLACES', question: `What are people from ${c.name} called?`, answer: c.demonym }
      : null,
  neighbours: (c) =>
    c.neighbours.length === 0
      ? null
      : {
          category: 'PEOPLE_AND_PLACES',
          question:
            c.neighbours.length === 1
              ? `Which is the only country or territory sharing a land border with ${c.name}?`
              : `Which ${c.neighbours.length} countries and territories share a land border with ${c.name}?`,
          answer: joinList(c.neighbours),
        },
  currency: (c) =>
    c.currencies.length === 0
      ? null
      : {
          category: 'GENERAL',
          question: `Which currency is used in ${c.name}?`,
          answer: joinList(
            c.currencies.map((cur) => `the ${cur.name} (${cur.code}${cur.symbol ? `, ${cur.symbol}` : ''})`),
          ),
        },
  region: (c) =>
    c.subregion
      ? {
          category: 'GENERAL',
          question: `In which part of the world is ${c.name}?`,
          answer: `${c.subregion}, in the region ${c.region}`,
        }
      : null,
  'calling-code': (c) =>
    c.callingCode
      ? {
          category: 'GENERAL',
          question: `Which international calling code do you dial to reach ${c.name}?`,
          answer: c.callingCode,
        }
      : null,
  landlocked: (c) =>
    c.region === 'Antarctic'
      ? null
      : {
          category: 'SCIENCE_AND_NATURE',
          question: `Is ${c.name} landlocked?`,
          answer: c.landlocked ? 'Yes, it has no coastline.' : 'No, it has a coastline.',
        },
  area: (c, i, all) => {
    const other = all[(i * 7 + 3) % all.length];
    if (other.code === c.code || other.areaKm2 === c.areaKm2 || c.areaKm2 <= 0 || other.areaKm2 <= 0) return null;
    const [larger, smaller] = c.areaKm2 > other.areaKm2 ? [c, other] : [other, c];
    return {
      category: 'MATHEMATICS',
      question: `Which is larger by area, ${c.name} or ${other.name}?`,
      answer: `${larger.name} (${numberFormat.format(larger.areaKm2)} km² against ${numberFormat.format(smaller.areaKm2)} km²)`,
    };
  },
};

function buildPool(): TriviaItem[] {
  return Object.entries(GENERATORS).flatMap(([kind, generate]) =>
    COUNTRY_FACTS.flatMap((country, i, all) => {
      const item = generate(country, i, all);
      return item ? [{ id: `${kind}:${country.code}`, ...item }] : [];
    }),
  );
}

/** Every question we can ask, built once from the country data. */
export const TRIVIA_POOL: readonly TriviaItem[] = buildPool();
