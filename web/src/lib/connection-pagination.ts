import type { FieldFunctionOptions, FieldPolicy, Reference, TypePolicies } from '@apollo/client/cache';

type CachedNode = Reference | { id?: string };

/** The cached shape of every connection of the schema: edges holding a node and/or the nodes, and a page info. */
interface CachedConnection {
  edges?: readonly { node: CachedNode }[];
  nodes?: readonly CachedNode[];
  pageInfo?: {
    endCursor?: string | null;
    hasNextPage?: boolean;
    startCursor?: string | null;
    hasPreviousPage?: boolean;
  };
  [field: string]: unknown;
}

/** Arguments that choose a page rather than a list: every other argument names a list of its own. */
const PAGE_ARGUMENTS = new Set(['after', 'first', 'before', 'last']);

/** The two lists a connection may hold, each with how to read an item's id. */
const LISTS = ['edges', 'nodes'] as const;

/**
 * The one paging rule of the web's cache, for every connection of the schema (`edges { node }` and/or `nodes`, with
 * `pageInfo { endCursor hasNextPage }`):
 * - a page asked `after` a cursor is appended, skipping nodes already shown (or repeated in the page);
 * - a first page (a refetch, a poll, a live update) replaces the head of the list and keeps the older
 *   pages already loaded behind it, as long as its last node is among them; otherwise it starts over.
 * Filters (`userId`, `search`, `filter`, `status`, `mine`...) keep separate lists.
 *
 * A list read backwards (`backward: true`: chat history asked with `last`/`before`, oldest first in each page) is the
 * mirror image: a page asked `before` a cursor goes in front, and a fresh latest page replaces the tail, keeping the
 * earlier pages in front of it as long as its first node is among them.
 */
export function connectionPagination({ backward = false }: { backward?: boolean } = {}): FieldPolicy<CachedConnection> {
  return {
    keyArgs: (args) => (args ? Object.keys(args).filter((name) => !PAGE_ARGUMENTS.has(name)) : false),
    merge(existing, incoming, options) {
      if (!existing) return incoming;
      if (backward) return mergeBackward(existing, incoming, options);
      const { args, readField } = options;
      const nodeId = (node: CachedNode) => readField<string>('id', node as Reference);
      // A node without an id (a block, a mute: the member is inside it) is told apart by its edge's cursor, else by itself.
      const idOf = (list: (typeof LISTS)[number], item: unknown): unknown =>
        list === 'edges'
          ? (nodeId((item as { node: CachedNode }).node) ?? (item as { cursor?: string }).cursor ?? item)
          : (nodeId(item as CachedNode) ?? item);
      const both = LISTS.filter((list) => existing[list] && incoming[list]);
      const merged: Record<string, unknown> = { ...incoming };
      if (args?.after) {
        for (const list of both) {
          const shown = new Set(existing[list]!.map((item) => idOf(list, item)));
          const added = (incoming[list] as readonly unknown[]).filter((item) => {
            const id = idOf(list, item);
            return !shown.has(id) && Boolean(shown.add(id));
          });
          merged[list] = [...existing[list]!, ...added];
        }
        return merged as CachedConnection;
      }
      if (both.length === 0) return incoming;
      for (const list of both) {
        const head = incoming[list] as readonly unknown[];
        const older = existing[list] as readonly unknown[];
        const lastOfHead = head.at(-1);
        const seamAt =
          lastOfHead === undefined ? -1 : older.findIndex((item) => idOf(list, item) === idOf(list, lastOfHead));
        if (seamAt < 0 || seamAt === older.length - 1) return incoming;
        const inHead = new Set(head.map((item) => idOf(list, item)));
        merged[list] = [...head, ...older.slice(seamAt + 1).filter((item) => !inHead.has(idOf(list, item)))];
      }
      return { ...merged, pageInfo: existing.pageInfo } as CachedConnection;
    },
  };
}

/** The backward rule of connectionPagination: earlier pages in front, the latest page at the end. */
function mergeBackward(
  existing: CachedConnection,
  incoming: CachedConnection,
  { args, readField }: FieldFunctionOptions,
) {
  const nodeId = (node: CachedNode) => readField<string>('id', node as Reference);
  const idOf = (list: (typeof LISTS)[number], item: unknown) =>
    list === 'edges' ? nodeId((item as { node: CachedNode }).node) : nodeId(item as CachedNode);
  const both = LISTS.filter((list) => existing[list] && incoming[list]);
  const merged: Record<string, unknown> = { ...incoming };
  if (args?.before) {
    for (const list of both) {
      const shown = new Set(existing[list]!.map((item) => idOf(list, item)));
      const added = (incoming[list] as readonly unknown[]).filter((item) => {
        const id = idOf(list, item);
        return !shown.has(id) && Boolean(shown.add(id));
      });
      merged[list] = [...added, ...existing[list]!];
    }
    // The earlier end comes from the page just read, the later end stays the list's own.
    merged.pageInfo = {
      ...existing.pageInfo,
      startCursor: incoming.pageInfo?.startCursor,
      hasPreviousPage: incoming.pageInfo?.hasPreviousPage,
    };
    return merged as CachedConnection;
  }
  if (both.length === 0) return incoming;
  for (const list of both) {
    const tail = incoming[list] as readonly unknown[];
    const earlier = existing[list] as readonly unknown[];
    const firstOfTail = tail[0];
    const seamAt =
      firstOfTail === undefined ? -1 : earlier.findIndex((item) => idOf(list, item) === idOf(list, firstOfTail));
    if (seamAt <= 0) return incoming;
    const inTail = new Set(tail.map((item) => idOf(list, item)));
    merged[list] = [...earlier.slice(0, seamAt).filter((item) => !inTail.has(idOf(list, item))), ...tail];
  }
  merged.pageInfo = {
    ...incoming.pageInfo,
    startCursor: existing.pageInfo?.startCursor,
    hasPreviousPage: existing.pageInfo?.hasPreviousPage,
  };
  return merged as CachedConnection;
}

/** Every connection field of the schema under the paging rule above. */
export const connectionTypePolicies: TypePolicies = {
  Query: {
    fields: {
      feed: connectionPagination(),
      userPosts: connectionPagination(),
      itineraries: connectionPagination(),
      notifications: connectionPagination(),
      reports: connectionPagination(),
      moderationLog: connectionPagination(),
      adminUsers: connectionPagination(),
      surveyResponses: connectionPagination(),
      authorizedApps: connectionPagination(),
      supportInbox: connectionPagination(),
      supportMessages: connectionPagination({ backward: true }),
      myBlocks: connectionPagination(),
      myMutes: connectionPagination(),
      bookmarks: connectionPagination(),
    },
  },
  User: { fields: { followers: connectionPagination() } },
  Webhook: { fields: { deliveries: connectionPagination() } },
  Post: { fields: { likers: connectionPagination(), comments: connectionPagination() } },
  // A search's result has no id: it merges into the one kept under `search(text)`, each list paged on its own.
  SearchResult: { merge: true, fields: { users: connectionPagination(), posts: connectionPagination() } },
};
