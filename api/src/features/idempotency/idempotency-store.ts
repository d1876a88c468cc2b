import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput } from '../../app/errors.js';

/** How long a key answers with its first result. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;

export const fingerprintOf = (query: string, variables: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([query, variables ?? null]))
    .digest('hex');

export function checkKey(key: string): string {
  const trimmed = key.trim();
  if (!trimmed || trimmed.length > 255) throw badInput('Idempotency-Key must be 1 to 255 characters.');
  return trimmed;
}

/**
 * Claims `key` for this member, or finds the answer of the request that claimed it first (waiting while
 * that request still runs). The claim is one INSERT on the (member, key) primary key, so of concurrent
 * requests exactly one runs. A key older than the window is forgotten first.
 */
export async function claimOrReplay(
  em: EntityManager,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<{ claimed: true } | { claimed: false; response: unknown }> {
  const connection = em.getConnection();
  await connection.execute(
    `delete from idempotency_key where user_id = ? and key = ? and created_at < now() - interval '${IDEMPOTENCY_WINDOW_HOURS} hours'`,
    [userId, key],
  );
  const inserted = await connection.execute<{ key: string }[]>(
    'insert into idempotency_key (user_id, key, fingerprint) values (?, ?, ?) on conflict do nothing returning key',
    [userId, key, fingerprint],
  );
  if (inserted.length > 0) return { claimed: true };
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await connection.execute<{ fingerprint: string; response: unknown }[]>(
      'select fingerprint, response from idempotency_key where user_id = ? and key = ?',
      [userId, key],
    );
    if (!row) return claimOrReplay(em, userId, key, fingerprint); // the first request failed and let go
    if (row.fingerprint !== fingerprint)
      throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request.');
    if (row.response !== null) return { claimed: false, response: storedAnswer(row.response) };
    if (Date.now() > deadline)
      throw new AppError('CONFLICT', 'The first request with this Idempotency-Key is still running.');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Records the first answer for replays, as its JSON text (a jsonb string): jsonb would keep an object in its own key
 * order, and a replay must answer the fields in the order the query asked for them, as the first answer did.
 */
export async function recordResponse(em: EntityManager, userId: string, key: string, response: unknown): Promise<void> {
  await em
    .getConnection()
    .execute('update idempotency_key set response = to_jsonb(?::text) where user_id = ? and key = ?', [
      JSON.stringify(response),
      userId,
      key,
    ]);
}

/** A kept answer as it was sent: JSON text (kept so since the replay kept its field order), else an older object. */
const storedAnswer = (response: unknown): unknown => (typeof response === 'string' ? JSON.parse(response) : response);

/** Lets go of a claim whose request produced no answer to keep (so a retry may run). */
export async function releaseClaim(em: EntityManager, userId: string, key: string): Promise<void> {
  await em
    .getConnection()
    .execute('delete from idempotency_key where user_id = ? and key = ? and response is null', [userId, key]);
}
