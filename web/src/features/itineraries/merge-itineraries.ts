/** Appends a page of edges to the list, skipping any itinerary already in it (the spec skips duplicates by id). */
export function appendUnique<E extends { node: { id: string } }>(current: readonly E[], page: readonly E[]): E[] {
  const seen = new Set(current.map((edge) => edge.node.id));
  const added = page.filter((edge) => {
    if (seen.has(edge.node.id)) return false;
    seen.add(edge.node.id);
    return true;
  });
  return [...current, ...added];
}

/** Cuts a description for a card (100 characters), marking the cut. */
export function cutDescription(text: string, limit: number): { text: string; cut: boolean } {
  if (text.length <= limit) return { text, cut: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, cut: true };
}
