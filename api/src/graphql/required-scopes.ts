import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { TokenScope } from '../kernel/token-scopes.js';

const NOTIFICATION = /notification/i;

/**
 * The scopes an operation needs, read from the document before it runs (so a mutation without WRITE
 * changes nothing). Every field is checked:
 * - a notification field (its name, its type's name or the name of the type it is selected on says
 *   "notification") needs NOTIFICATIONS, and at the root that is all it needs (a NOTIFICATIONS token reads, marks
 *   and subscribes to notifications). The type it is selected on counts because `node(id:)`/`nodes(ids:)` reach a
 *   Notification from a plain query: `node(id:) { ... on Notification { isRead } }` needs NOTIFICATIONS too;
 * - any other root field needs WRITE in a mutation, READ in a query or subscription;
 * - introspection (`__schema`, `__type`, `__typename`) and `rateLimit` (where the caller stands) need nothing.
 * ADMIN is checked where administrator rights are checked (kernel/guards.ts `requireAdmin`, `@Authorized('ADMIN')`).
 */
export function requiredScopes(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): Set<TokenScope> {
  const needed = new Set<TokenScope>();
  const operation = pickOperation(document, operationName);
  if (!operation) return needed;
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return needed;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const rootScope: TokenScope = operation.operation === 'mutation' ? 'WRITE' : 'READ';
  const visited = new Set<string>();

  const collect = (selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined | null, atRoot: boolean) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__') || (atRoot && name === 'rateLimit' && rootType.name === 'Query')) continue;
        const def = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
        const type = def ? getNamedType(def.type) : undefined;
        if (NOTIFICATION.test(name) || NOTIFICATION.test(type?.name ?? '') || NOTIFICATION.test(parent?.name ?? ''))
          needed.add('NOTIFICATIONS');
        else if (atRoot) needed.add(rootScope);
        if (selection.selectionSet) collect(selection.selectionSet, type, false);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        collect(selection.selectionSet, type, atRoot);
      } else {
        const fragment = fragments.get(selection.name.value);
        const key = `${selection.name.value}:${atRoot}`;
        if (!fragment || visited.has(key)) continue;
        visited.add(key);
        collect(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), atRoot);
      }
    }
  };
  collect(operation.selectionSet, rootType, true);
  return needed;
}

function pickOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((o) => o.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}
