import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the operation selects a field named `fieldName` anywhere under the current field (through
 * fragments and inline fragments, at any depth). A subscription's `subscribe` asks it once, so per-event
 * work done only for that field (a viewer's `isLiked`) is skipped for documents that do not ask for it.
 * Errs on the side of `true`: a same-named field of another type also counts.
 */
export function selectsField(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, fieldName: string): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    !!set &&
    set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === fieldName || visit(selection.selectionSet);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      return visit(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
