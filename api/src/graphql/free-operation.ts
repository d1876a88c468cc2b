import type { Request } from 'express';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

/** Root fields a query may consist of and still not count against the general rate limit. */
const FREE_ROOT_FIELDS = new Set(['rateLimit', '__typename']);
const MAX_FREE_QUERY_LENGTH = 2000;
/** Room for a free query and its JSON wrapping (operation name, variables, extensions). */
const MAX_FREE_BODY_BYTES = 4 * 1024;

/**
 * A query that only asks where the client stands (`rateLimit`, `__typename`): the general limit does not
 * count it (it has a small budget of its own). Read cheaply before the operation runs; anything else,
 * a persisted query's hash included, is counted.
 */
export function isFreeOperation(query: unknown, operationName: unknown): boolean {
  if (typeof query !== 'string' || query.length > MAX_FREE_QUERY_LENGTH) return false;
  const key = `${typeof operationName === 'string' ? operationName : ''}\n${query}`;
  let free = judged.get(key);
  if (free === undefined) {
    free = judgeFreeOperation(query, operationName);
    if (judged.size >= JUDGED_TEXTS) judged.clear();
    judged.set(key, free);
  }
  return free;
}

/**
 * What isFreeOperation said of recent texts (with their operation name): small bodies of a client repeat the same
 * few queries, and each would otherwise be parsed here and again by Apollo. Emptied when full.
 */
const judged = new Map<string, boolean>();
const JUDGED_TEXTS = 256;

function judgeFreeOperation(query: string, operationName: unknown): boolean {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query, { maxTokens: 300 }).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return false;
  }
  const operation =
    typeof operationName === 'string' && operationName
      ? operations.find((o) => o.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
  if (!operation || operation.operation !== 'query') return false;
  const fields = operation.selectionSet.selections;
  return (
    fields.every((selection) => selection.kind === Kind.FIELD && FREE_ROOT_FIELDS.has(selection.name.value)) &&
    fields.some((selection) => selection.kind === Kind.FIELD && selection.name.value === 'rateLimit')
  );
}

/** isFreeOperation for an HTTP request to /graphql (GET parameters or a JSON body). */
export function isFreeGraphQLRequest(req: Request): boolean {
  const source: unknown = req.method === 'GET' ? req.query : req.body;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return false;
  const { query, operationName } = source as { query?: unknown; operationName?: unknown };
  return isFreeOperation(query, operationName);
}

/**
 * Whether an HTTP request to /graphql could be free, judged from its headers alone: a GET, or a body that
 * declares a length small enough for a free query. Only such bodies are read before the general limit.
 */
export function mayBeFreeRequest(req: Request): boolean {
  if (req.method === 'GET') return true;
  const declared = req.headers['content-length'];
  return declared !== undefined && Number(declared) <= MAX_FREE_BODY_BYTES;
}
