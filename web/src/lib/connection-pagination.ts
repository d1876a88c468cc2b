import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client/cache';

/** The cached shape of every connection of the schema: edges holding a node, and a page info. */
interface CachedConnection {
  edges: readonly { node: Reference | { id?: string } }[];
  pageInfo: { endCursor?: string | null; hasNextPage?: boolean };
  [field: string]: unknown;
}

/** Arguments that choose a page rather than a list: every other argument names a list of its own. */
const PAGE_ARGUMENTS = new Set(['after', 'first']);

/**
 * The one paging rule of the web's cache, for every connection of the schema (`edges { node }` +
 * `pageInfo { endCursor hasNextPage }`):
 * - a page asked `after` a cursor is appended, skipping nodes already shown (or repeated in the page);
 * - a first page (a refetch, a poll, a live update) replaces the head of the list and keeps the older
 *   pages already loaded behind it, as long as its last node is among them; otherwise it starts over.
 * Filters (`userId`, `search`, `filter`, `status`, `mine`...) keep separate lists.
 */
export function connectionPagination(): FieldPolicy<CachedConnection> {
  return {
    keyArgs: (args) => (args ? Object.keys(args).filter((name) => !PAGE_ARGUMENTS.has(name)) : false),
    merge(existing, incoming, { args, readField }) {
      if (!existing) return incoming;
      const idOf = (edge: CachedConnection['edges'][number]) => readField<string>('id', edge.node as Reference);
      if (args?.after) {
        const shown = new Set(existing.edges.map(idOf));
        const added = incoming.edges.filter((edge) => !shown.has(idOf(edge)) && Boolean(shown.add(idOf(edge))));
        return { ...incoming, edges: [...existing.edges, ...added] };
      }
      const lastOfHead = incoming.edges.at(-1);
      const seamAt = lastOfHead ? existing.edges.findIndex((edge) => idOf(edge) === idOf(lastOfHead)) : -1;
      if (seamAt < 0 || seamAt === existing.edges.length - 1) return incoming;
      const head = new Set(incoming.edges.map(idOf));
      const tail = existing.edges.slice(seamAt + 1).filter((edge) => !head.has(idOf(edge)));
      return { ...incoming, edges: [...incoming.edges, ...tail], pageInfo: existing.pageInfo };
    },
  };
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
      adminUsers: connectionPagination(),
      authorizedApps: connectionPagination(),
    },
  },
  User: { fields: { followers: connectionPagination() } },
  Webhook: { fields: { deliveries: connectionPagination() } },
};
