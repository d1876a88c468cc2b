import { Kind, type DocumentNode } from 'graphql';

/**
 * Cursor bookkeeping for resumable subscriptions. The API puts each event's position in the one event log in
 * `extensions.cursor` (a decimal string); subscribing again with `after: <last cursor>` replays what came since.
 */

/** The event's cursor, when the result carries one. */
export function cursorOf(result: { extensions?: Record<string, unknown> }): string | undefined {
  const cursor = result.extensions?.cursor;
  return typeof cursor === 'string' && cursor !== '' ? cursor : undefined;
}

/** Whether `cursor` comes after `last` in the log (decimal strings of any length; anything else: when different). */
export function isNewer(cursor: string, last: string | undefined): boolean {
  if (last === undefined) return true;
  const decimal = /^\d+$/;
  if (!decimal.test(cursor) || !decimal.test(last)) return cursor !== last;
  const a = cursor.replace(/^0+(?=\d)/, '');
  const b = last.replace(/^0+(?=\d)/, '');
  return a.length !== b.length ? a.length > b.length : a > b;
}

/** Whether the operation declares an `$after` variable, i.e. can be resumed from a cursor. */
export function declaresAfter(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (definition.variableDefinitions ?? []).some((variable) => variable.variable.name.value === 'after'),
  );
}

const RESUME_REFUSALS = new Set<unknown>(['CURSOR_EXPIRED', 'CURSOR_INVALID']);

/**
 * Whether a subscription was refused because it cannot resume from its `after`: older than the log keeps
 * (CURSOR_EXPIRED) or not a position of this server's log, e.g. past its newest event after a restore (CURSOR_INVALID).
 */
export function isCursorExpired(error: unknown): boolean {
  const errors = Array.isArray(error) ? (error as unknown[]) : [];
  return errors.some(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      RESUME_REFUSALS.has((item as { extensions?: { code?: unknown } }).extensions?.code),
  );
}
