export interface ChatMessageLike {
  id: string;
  createdAt: string;
}

/** One chronological list without duplicates from pages, polls and live events that overlap. */
export function mergeMessages<T extends ChatMessageLike>(...sources: ReadonlyArray<readonly T[]>): T[] {
  const byId = new Map<string, T>();
  for (const source of sources) for (const message of source) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The number shown on the chat button: hidden at 0, capped so the badge stays small. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
