import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COST = 5000;

/**
 * Refuses documents nested deeper than MAX_QUERY_DEPTH or costing more than MAX_QUERY_COST, where a
 * field costs 1 and a field with a `first`/`limit` argument multiplies what it selects by that number.
 * Applied to HTTP and WebSocket operations alike.
 */
export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }

  const measure = (
    set: SelectionSetNode | undefined,
    depth: number,
    seen: Set<string>,
  ): { depth: number; cost: number } => {
    if (!set) return { depth, cost: 0 };
    let maxDepth = depth;
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        const inner = measure(selection.selectionSet, depth + 1, seen);
        const pageArg = selection.arguments?.find((a) => a.name.value === 'first' || a.name.value === 'limit');
        const multiplier =
          pageArg && pageArg.value.kind === Kind.INT ? Math.max(1, Number(pageArg.value.value)) : pageArg ? 50 : 1;
        cost += 1 + inner.cost * multiplier;
        maxDepth = Math.max(maxDepth, inner.depth);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const inner = measure(selection.selectionSet, depth, seen);
        cost += inner.cost;
        maxDepth = Math.max(maxDepth, inner.depth);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        const inner = measure(fragment.selectionSet, depth, new Set([...seen, name]));
        cost += inner.cost;
        maxDepth = Math.max(maxDepth, inner.depth);
      }
    }
    return { depth: maxDepth, cost };
  };

  return {
    OperationDefinition(node) {
      const { depth, cost } = measure(node.selectionSet, 0, new Set());
      if (depth > MAX_QUERY_DEPTH) {
        context.reportError(
          new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${MAX_QUERY_DEPTH}.`, {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          }),
        );
      } else if (cost > MAX_QUERY_COST) {
        context.reportError(
          new GraphQLError(`Query costs ${cost}; the limit is ${MAX_QUERY_COST}. Ask for fewer items per page.`, {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          }),
        );
      }
    },
  };
}
