/** The first page (refreshed live or by polling) followed by the older pages loaded with "Load more", without duplicates. */
export function mergePages<T extends { id: string }>(firstPage: readonly T[], olderPages: readonly T[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const item of [...firstPage, ...olderPages]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged;
}
