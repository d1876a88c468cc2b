import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput } from '../../app/errors.js';

/** How long a key answers with its first result. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;
/** Expired keys removed with each claim. */
const PRUNE_BATCH = 100;

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
 * What the table keeps of a key and a request never lets them be read back: the key as its SHA-256, the request's
 * fingerprint as an HMAC keyed with the key (its variables may hold a password), and the answer sealed with
 * AES-256-GCM under a key derived from the key (an answer may carry a secret shown once, a token's or an app's,
 * which is otherwise stored only as its SHA-256). Only the client that holds the key can have its answer replayed,
 * and a copy of the database holds no secret.
 */
const storedKeyOf = (key: string) => createHash('sha256').update(key).digest('hex');
const storedFingerprintOf = (key: string, fingerprint: string) =>
  createHmac('sha256', key).update(fingerprint).digest('hex');
const sealingKeyOf = (key: string, userId: string) =>
  Buffer.from(hkdfSync('sha256', key, userId, 'CulturaLink Idempotency-Key answer', 32));

const SEALED = /^v1\.([\w-]+)\.([\w-]*)\.([\w-]+)$/;

function seal(key: string, userId: string, answer: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKeyOf(key, userId), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
}

function unseal(key: string, userId: string, stored: string): unknown {
  const [, iv, sealed, tag] = SEALED.exec(stored) ?? [];
  if (!iv || sealed === undefined || !tag) throw new Error('An Idempotency-Key answer is not sealed.');
  const decipher = createDecipheriv('aes-256-gcm', sealingKeyOf(key, userId), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text);
}

/**
 * Claims `key` for this member, or finds the answer of the request that claimed it first (waiting while
 * that request still runs). The claim is one INSERT on the (member, key) primary key, so of concurrent
 * requests exactly one runs. A key older than the window is forgotten first.
 */
export async function claimOrReplay(
  em: EntityManager,
  userId: string,
  rawKey: string,
  requestFingerprint: string,
): Promise<{ claimed: true } | { claimed: false; response: unknown }> {
  const key = storedKeyOf(rawKey);
  const fingerprint = storedFingerprintOf(rawKey, requestFingerprint);
  const connection = em.getConnection();
  await connection.execute(
    `delete from idempotency_key where user_id = ? and key = ? and created_at < now() - interval '${IDEMPOTENCY_WINDOW_HOURS} hours'`,
    [userId, key],
  );
  // Forgotten keys of anyone go a few at a time with each claim, so the table holds about a window's worth.
  await connection.execute(
    `delete from idempotency_key where ctid = any(array(select ctid from idempotency_key where created_at < now() - interval '${IDEMPOTENCY_WINDOW_HOURS} hours' order by created_at limit ${PRUNE_BATCH}))`,
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
    if (!row) return claimOrReplay(em, userId, rawKey, requestFingerprint); // the first request failed and let go
    if (row.fingerprint !== fingerprint)
      throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request.');
    if (row.response !== null) return { claimed: false, response: unseal(rawKey, userId, row.response as string) };
    if (Date.now() > deadline)
      throw new AppError('CONFLICT', 'The first request with this Idempotency-Key is still running.');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Records the first answer for replays, sealed (a jsonb string): its JSON text, so a replay also answers the fields in
 * the order the query asked for them (jsonb would keep an object in its own key order).
 */
export async function recordResponse(
  em: EntityManager,
  userId: string,
  rawKey: string,
  response: unknown,
): Promise<void> {
  await em
    .getConnection()
    .execute('update idempotency_key set response = to_jsonb(?::text) where user_id = ? and key = ?', [
      seal(rawKey, userId, response),
      userId,
      storedKeyOf(rawKey),
    ]);
}

/** Lets go of a claim whose request produced no answer to keep (so a retry may run). */
export async function releaseClaim(em: EntityManager, userId: string, rawKey: string): Promise<void> {
  await em
    .getConnection()
    .execute('delete from idempotency_key where user_id = ? and key = ? and response is null', [
      userId,
      storedKeyOf(rawKey),
    ]);
}
