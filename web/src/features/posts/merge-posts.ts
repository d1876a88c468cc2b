/** Adds a page after the posts already shown, skipping any post already there (pages can overlap). */
export function appendUnique<T extends { id: string }>(shown: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(shown.map((post) => post.id));
  const added = page.filter((post) => {
    if (seen.has(post.id)) return false;
    seen.add(post.id);
    return true;
  });
  return added.length === 0 ? [...shown] : [...shown, ...added];
}

/** Puts newer posts on top (newest first as given), dropping any already shown. */
export function prependUnique<T extends { id: string }>(shown: readonly T[], newer: readonly T[]): T[] {
  const shownIds = new Set(shown.map((post) => post.id));
  const seen = new Set<string>();
  const fresh = newer.filter((post) => {
    if (shownIds.has(post.id) || seen.has(post.id)) return false;
    seen.add(post.id);
    return true;
  });
  return [...fresh, ...shown];
}
