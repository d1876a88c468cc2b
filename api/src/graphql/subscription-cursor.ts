import { GraphQLError, Kind, type OperationDefinitionNode, valueFromASTUntyped } from 'graphql';
import { appErrorOfDatabase } from '../app/database-errors.js';
import type { AppError } from '../app/errors.js';
import type { EventBus } from '../app/event-bus.js';
import { cursorAhead, cursorExpired, parseCursor } from './event-stream.js';

/** The `after` a subscription passes to its root field, written in the document or through a variable. */
export function afterArgumentOf(
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): unknown {
  const [field] = operation.selectionSet.selections;
  if (field?.kind !== Kind.FIELD) return undefined;
  const after = field.arguments?.find((argument) => argument.name.value === 'after');
  return after ? valueFromASTUntyped(after.value, variables ?? undefined) : undefined;
}

/**
 * Checks a subscription's `after` before it starts, so a refusal ends the subscription through the client's
 * error path (a graphql-ws `error` message, never a result carrying errors): CURSOR_INVALID for a value this
 * API never sent or one past the newest event, CURSOR_EXPIRED for one older than the log keeps.
 */
export async function cursorRefusal(
  events: EventBus,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): Promise<GraphQLError | null> {
  if (operation.operation !== 'subscription') return null;
  let cursor: string | null;
  try {
    cursor = parseCursor(afterArgumentOf(operation, variables));
  } catch (error) {
    return asGraphQLError(error as AppError);
  }
  if (cursor === null) return null;
  let status: Awaited<ReturnType<EventBus['cursorStatus']>>;
  try {
    status = await events.cursorStatus(cursor);
  } catch (error) {
    const unavailable = appErrorOfDatabase(error);
    if (!unavailable) throw error;
    return asGraphQLError(unavailable);
  }
  if (status === 'expired') return asGraphQLError(cursorExpired());
  if (status === 'ahead') return asGraphQLError(cursorAhead());
  return null;
}

const asGraphQLError = (error: AppError) =>
  new GraphQLError(error.message, { extensions: { code: error.code }, originalError: error });
