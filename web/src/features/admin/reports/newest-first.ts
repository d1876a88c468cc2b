/** Reports (the cached pages with the ones that arrived live): one entry per id, newest first (the spec reverses the oldest-first list). */
export function newestFirst<T extends { id: string; createdAt: string }>(...lists: ReadonlyArray<readonly T[]>): T[] {
  const byId = new Map<string, T>();
  for (const list of lists) for (const item of list) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id),
  );
}
