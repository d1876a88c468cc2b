import countries from 'world-countries';

/** What we know about one country, from the `world-countries` data set (no fact is written by hand). */
export interface CountryFacts {
  code: string;
  name: string;
  officialName: string;
  capitals: string[];
  languages: string[];
  currencies: { code: string; name: string; symbol: string }[];
  demonym: string | null;
  region: string;
  subregion: string;
  neighbours: string[];
  /** The full international dialling prefix, only when the data gives exactly one. */
  callingCode: string | null;
  areaKm2: number;
  landlocked: boolean;
  /** Lower-case names this country is known by (common, official, alternative spellings of 4+ letters). */
  aliases: string[];
}

const byCode = new Map(countries.map((c) => [c.cca3, c]));

function toFacts(c: (typeof countries)[number]): CountryFacts {
  const suffixes = c.idd.suffixes;
  return {
    code: c.cca3,
    name: c.name.common,
    officialName: c.name.official,
    capitals: [...c.capital],
    languages: Object.values(c.languages),
    currencies: Object.entries(c.currencies).map(([code, currency]) => ({
      code,
      name: currency.name,
      symbol: currency.symbol,
    })),
    demonym: c.demonyms.eng?.m || null,
    region: c.region,
    subregion: c.subregion,
    neighbours: c.borders.flatMap((code) => {
      const neighbour = byCode.get(code);
      return neighbour ? [neighbour.name.common] : [];
    }),
    callingCode: c.idd.root && suffixes.length === 1 ? `${c.idd.root}${suffixes[0]}` : null,
    areaKm2: c.area,
    landlocked: c.landlocked,
    aliases: [
      ...new Set(
        [c.name.common, c.name.official, ...c.altSpellings.filter((s) => s.length >= 4)].map((s) => s.toLowerCase()),
      ),
    ],
  };
}

/** Every country and territory of the data set, sorted by name. */
export const COUNTRY_FACTS: readonly CountryFacts[] = countries
  .map(toFacts)
  .sort((a, b) => a.name.localeCompare(b.name));

/** "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
