import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import { NUL_BYTE_MESSAGE, hasNulByte } from '../app/nul-bytes.js';

/**
 * U+0000 in a string literal of the document or anywhere in the variables: BAD_USER_INPUT (HTTP 400) before
 * anything runs, over HTTP and WebSocket alike (PostgreSQL text cannot hold it).
 */
export function nulByteError(document: DocumentNode, variables: unknown): GraphQLError | null {
  return hasNulByte(variables) || documentHasNulByte(document)
    ? new GraphQLError(NUL_BYTE_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } })
    : null;
}

/** Whether a string literal of the document holds U+0000: walked once per parsed document (Apollo reuses them). */
const walked = new WeakMap<DocumentNode, boolean>();

function documentHasNulByte(document: DocumentNode): boolean {
  let found = walked.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    StringValue(node) {
      if (!node.value.includes('\0')) return undefined;
      found = true;
      return BREAK;
    },
  });
  walked.set(document, found);
  return found;
}
