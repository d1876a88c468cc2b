import type { ApolloClient } from '@apollo/client';
import { parse, print, type DocumentNode } from 'graphql';
import { readApiError } from '../../lib/graphql-error';
import type { UserErrorInfo } from '../../lib/user-errors';
import type { NewOutboxAction, OutboxAction, OutboxRefusal } from './outbox-action';
import { deleteAction, deleteAllActions, putAction, readActions } from './outbox-db';

/**
 * The offline queue (issue #23): actions made offline wait on the device, per member, and are sent in order once the
 * connection is back, each with its id as the `Idempotency-Key` (a send whose answer was lost is applied once when
 * sent again). An answer that is only "not now" (no connection, a rate limit, the database away) keeps the action
 * and its place; a refusal (the post was deleted, a limit) drops it and says why in `refusals`.
 */
export interface OutboxState {
  memberId: string | null;
  actions: readonly OutboxAction[];
  refusals: readonly OutboxRefusal[];
  sending: boolean;
}

let state: OutboxState = { memberId: null, actions: [], refusals: [], sending: false };
const listeners = new Set<() => void>();
let lastSeq = 0;

function update(change: Partial<OutboxState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const outboxState = (): OutboxState => state;

export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Answers that mean "try again later": the action keeps its place in the queue. */
const NOT_NOW = new Set(['NETWORK', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'SERVER_ERROR', 'UNAUTHENTICATED']);

export type SendOutcome = { sent: true } | { sent: false; retry: true } | { sent: false; retry: false; reason: string };

/** A mutation's text for the queue (its fragments included). */
export const mutationText = (document: DocumentNode): string => print(document);

function userErrorsOf(data: unknown): readonly UserErrorInfo[] {
  const payload = data && typeof data === 'object' ? Object.values(data)[0] : undefined;
  const errors = (payload as { userErrors?: readonly UserErrorInfo[] } | null | undefined)?.userErrors;
  return errors ?? [];
}

/** Sends one action with its Idempotency-Key. */
export async function sendAction(client: ApolloClient, action: OutboxAction): Promise<SendOutcome> {
  try {
    const { data } = await client.mutate({
      mutation: parse(action.query),
      variables: action.variables,
      context: { headers: { 'Idempotency-Key': action.id } },
    });
    const [refused] = userErrorsOf(data);
    if (refused) return { sent: false, retry: false, reason: refused.message };
    if (action.refetch.length > 0) void client.refetchQueries({ include: action.refetch }).catch(() => undefined);
    return { sent: true };
  } catch (error) {
    const info = readApiError(error);
    if (NOT_NOW.has(info.code)) return { sent: false, retry: true };
    return { sent: false, retry: false, reason: info.message || 'The server refused it.' };
  }
}

/** Reads a member's queue from the device (a new member's queue replaces the last one's on screen). */
export async function loadOutbox(memberId: string | null): Promise<void> {
  if (memberId !== state.memberId) update({ memberId, actions: [], refusals: [] });
  if (!memberId) return;
  const actions = await readActions(memberId);
  lastSeq = Math.max(lastSeq, ...actions.map((action) => action.seq));
  if (state.memberId === memberId) update({ actions });
}

/** Queues an action of the member shown (the queue is that member's); returns it. */
export async function enqueue(memberId: string, action: NewOutboxAction): Promise<OutboxAction> {
  lastSeq = Math.max(lastSeq + 1, Date.now());
  const queued: OutboxAction = { refetch: [], ...action, id: crypto.randomUUID(), memberId, seq: lastSeq };
  await putAction(queued);
  await loadOutbox(memberId);
  return queued;
}

/** Takes a queued action back before it is sent (the member cancelled it). */
export async function cancel(id: string): Promise<void> {
  await deleteAction(id);
  await loadOutbox(state.memberId);
}

export const dismissRefusal = (id: string): void =>
  update({ refusals: state.refusals.filter((refusal) => refusal.id !== id) });

/**
 * Sends the member's queue in order until it is empty or an answer says "not now" (returns false then, so the caller
 * tries again later). One run at a time: a call while sending waits for that run.
 */
let running: Promise<boolean> | null = null;
export function flush(client: ApolloClient, memberId: string): Promise<boolean> {
  running ??= sendAll(client, memberId).finally(() => {
    running = null;
    update({ sending: false });
  });
  return running;
}

async function sendAll(client: ApolloClient, memberId: string): Promise<boolean> {
  for (;;) {
    const [next] = await readActions(memberId);
    if (!next) return true;
    update({ sending: true });
    const outcome = await sendAction(client, next);
    if (!outcome.sent && outcome.retry) return false;
    await deleteAction(next.id);
    if (!outcome.sent)
      update({ refusals: [...state.refusals, { id: next.id, label: next.label, reason: outcome.reason }] });
    await loadOutbox(memberId);
  }
}

/** Signing out on this device: nobody's queue stays behind. */
export async function clearOutbox(): Promise<void> {
  await deleteAllActions();
  update({ memberId: null, actions: [], refusals: [] });
}
