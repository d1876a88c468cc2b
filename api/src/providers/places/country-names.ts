const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const cache = new Map<string, string>();

/** English country name for an ISO 3166-1 alpha-2 code, from the runtime's ICU data. */
export function countryName(code: string): string {
  let name = cache.get(code);
  if (name === undefined) {
    try {
      name = regionNames.of(code) ?? code;
    } catch {
      name = code;
    }
    cache.set(code, name);
  }
  return name;
}
