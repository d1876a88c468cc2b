import { Field, ObjectType, type ClassType } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../kernel/paging.js';
import { PageInfo } from '../page-info.js';

/** The description every `first` argument of a connection carries. */
export const FIRST_DESCRIPTION = `How many items to return: 1 to ${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}.`;
/** The description every `after` argument of a connection carries. */
export const AFTER_DESCRIPTION = "Return the items after this cursor (a previous page's `pageInfo.endCursor`).";

/** What a service's page gives a connection: its items in order, and whether more follow. */
export interface PageOf<T> {
  nodes: readonly T[];
  hasNextPage: boolean;
}

/** The shape every connection type of the schema resolves from (`edges`, `nodes`, `pageInfo`). */
export interface ConnectionShape<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: PageInfo;
}

/** What a connection was asked for: `hasPreviousPage` is whether it was asked after (or before) a cursor. */
export interface PageAsked {
  after?: string | null;
  before?: string | null;
}

/** A page's edges (each item with its cursor) as a connection, with `nodes` and the whole `pageInfo`. */
export function connectionOfEdges<T>(
  edges: { cursor: string; node: T }[],
  hasNextPage: boolean,
  asked: PageAsked = {},
): ConnectionShape<T> {
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage,
      hasPreviousPage: Boolean(asked.after ?? asked.before),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A page of items as a connection, each item's cursor from `cursorOf`. */
export function toConnection<T>(
  page: PageOf<T>,
  cursorOf: (node: T) => string,
  asked: PageAsked = {},
): ConnectionShape<T> {
  return connectionOfEdges(
    page.nodes.map((node) => ({ cursor: cursorOf(node), node })),
    page.hasNextPage,
    asked,
  );
}

/**
 * The `<Name>Connection` and `<Name>Edge` types of one node type, Relay's way: `edges { cursor node }`, `nodes` (the
 * same items without cursors) and `pageInfo`. Extend the returned class to add fields (`totalCount`, counts):
 *
 *     @ObjectType('PostConnection', { description: '...' })
 *     export class PostConnection extends connectionOf('Post', () => PostType) {}
 */
export function connectionOf<TNode extends object>(
  nodeName: string,
  nodeType: () => ClassType<TNode> | ClassType,
  options: { nodeDescription?: string } = {},
) {
  @ObjectType(`${nodeName}Edge`, { description: `One ${nodeName} of a page, with its cursor.` })
  class Edge {
    @Field(() => String, { description: 'Where this item stands: pass it as `after` to continue after it.' })
    cursor!: string;

    @Field(nodeType, { description: options.nodeDescription ?? `The ${nodeName}.` })
    node!: TNode;
  }

  // Decorated so its fields are inherited; never referenced itself, so TypeGraphQL leaves it out of the schema.
  @ObjectType(`${nodeName}ConnectionBase`)
  abstract class Connection {
    @Field(() => [Edge], { description: 'The items of this page with their cursors.' })
    edges!: Edge[];

    @Field(() => [nodeType()], { description: 'The items of this page (the same as `edges.node`).' })
    nodes!: TNode[];

    @Field(() => PageInfo, { description: 'Whether more items follow, and the cursors to ask for them.' })
    pageInfo!: PageInfo;
  }
  return Connection;
}

/** For connections whose total is cheap to know: `totalCount` beside the page. */
export const TOTAL_COUNT_DESCRIPTION = 'How many items the whole list holds (every page together).';

/** The options of every connection's `first` argument: `@Arg('first', () => Int, FIRST_ARG)`. */
export const FIRST_ARG = { nullable: true, defaultValue: DEFAULT_PAGE_SIZE, description: FIRST_DESCRIPTION } as const;
/** The options of every connection's `after` argument: `@Arg('after', () => String, AFTER_ARG)`. */
export const AFTER_ARG = { nullable: true, description: AFTER_DESCRIPTION } as const;
