import { countryName } from './country-names.js';
import type { GazetteerColumns } from './gazetteer-file.js';
import { NameSearch } from './name-search.js';
import type { Place } from './place.js';

interface Country {
  code: string;
  name: string;
  population: number;
  latitude: number;
  longitude: number;
}

/** Region mode: the countries of the gazetteer by name, each placed at its capital (else its largest place). */
export class CountrySearch {
  private readonly countries: Country[];
  private readonly names: NameSearch;

  constructor(columns: GazetteerColumns) {
    const byCode = new Map<string, Country & { anchorScore: number }>();
    for (let i = 0; i < columns.count; i++) {
      const code = columns.countryCodes[i];
      let country = byCode.get(code);
      if (!country) {
        country = { code, name: countryName(code), population: 0, latitude: 0, longitude: 0, anchorScore: -1 };
        byCode.set(code, country);
      }
      country.population += columns.populations[i];
      const anchorScore = (columns.featureCodes[i] === 'PPLC' ? 1e10 : 0) + columns.populations[i];
      if (anchorScore > country.anchorScore) {
        country.anchorScore = anchorScore;
        country.latitude = columns.latitudes[i];
        country.longitude = columns.longitudes[i];
      }
    }
    this.countries = [...byCode.values()].map(({ anchorScore: _anchor, ...country }) => country);
    this.names = new NameSearch(
      this.countries.map((country) => country.name),
      this.countries.map((country) => country.population),
    );
  }

  search(text: string, limit: number): Place[] {
    const code = text.trim().toUpperCase();
    const byCode = code.length === 2 ? this.countries.findIndex((country) => country.code === code) : -1;
    const found = this.names.search(text, limit);
    const owners = byCode >= 0 && !found.includes(byCode) ? [byCode, ...found].slice(0, limit) : found;
    return owners.map((i) => toPlace(this.countries[i]));
  }
}

function toPlace(country: Country): Place {
  return {
    id: `country:${country.code}`,
    name: country.name,
    country: country.name,
    countryCode: country.code,
    admin: null,
    label: country.name,
    latitude: country.latitude,
    longitude: country.longitude,
    population: country.population,
    types: ['country'],
  };
}
