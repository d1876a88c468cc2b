import {
  getArgumentValues,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLField,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

/**
 * The argument values of every selection of the field at `path` below the field being resolved
 * (through aliases, inline fragments and named fragments), so a resolver can read in its own
 * statement what those child fields would otherwise load afterwards. `@skip`/`@include` are not
 * evaluated: at worst the resolver reads something nobody shows.
 */
export function argumentsBelow(info: GraphQLResolveInfo, path: readonly string[]): Record<string, unknown>[] {
  let nodes: readonly FieldNode[] = info.fieldNodes;
  let type = getNamedType(info.returnType);
  let field: GraphQLField<unknown, unknown> | undefined;
  for (const name of path) {
    if (!isObjectType(type) && !isInterfaceType(type)) return [];
    field = type.getFields()[name];
    if (!field) return [];
    nodes = nodes.flatMap((node) => fieldsNamed(node.selectionSet, name, info));
    type = getNamedType(field.type);
  }
  const found = field;
  if (!found) return [];
  return nodes.map((node) => getArgumentValues(found, node, info.variableValues));
}

/**
 * The argument values of every selection of `field` on the items of the connection being resolved: under
 * `edges { node { ... } }` and under `nodes { ... }` alike (see `argumentsBelow`).
 */
export function argumentsOnNodes(info: GraphQLResolveInfo, field: string): Record<string, unknown>[] {
  return [...argumentsBelow(info, ['edges', 'node', field]), ...argumentsBelow(info, ['nodes', field])];
}

function fieldsNamed(selectionSet: SelectionSetNode | undefined, name: string, info: GraphQLResolveInfo): FieldNode[] {
  if (!selectionSet) return [];
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === name ? [selection] : [];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsNamed(selection.selectionSet, name, info);
    const fragment = info.fragments[selection.name.value];
    return fragment ? fieldsNamed(fragment.selectionSet, name, info) : [];
  });
}
