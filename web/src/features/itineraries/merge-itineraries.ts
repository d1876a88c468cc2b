/** Cuts a description for a card (100 characters), marking the cut. */
export function cutDescription(text: string, limit: number): { text: string; cut: boolean } {
  if (text.length <= limit) return { text, cut: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, cut: true };
}
