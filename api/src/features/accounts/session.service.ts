import { createHash, randomBytes } from 'node:crypto';
import { wrap, type EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Audience } from '../../app/event-log.js';
import type { AppServices } from '../../app/services.js';
import { readRows } from '../../db/prepared-query.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Reads `Authorization: Token <t>` or `Bearer <t>` (either case). */
export function tokenFromAuthorization(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^(?:token|bearer)\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Opens a session and returns the only copy of its 256-bit bearer token. */
export function openSession(em: EntityManager, user: User, userAgent?: string): { session: Session; token: string } {
  const token = randomBytes(32).toString('base64url');
  const session = em.create(Session, {
    user,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 255) ?? null,
  });
  return { session, token };
}

/** The session a request carries, once checked: its id (to end it, or keep it on a password change) and its member. */
export interface LiveSession {
  id: string;
  user: User;
}

// The live session's id and its member's columns (all but the lazy password hash), read with one
// prepared statement: this runs on every request, so the checks are in SQL and only the member
// becomes an entity. A populated findOne spent more CPU building the query than the database spent
// answering it. Nothing is cached, so a revocation takes effect at once.
const LIVE_SESSION = `select s.id as session_id, s.last_seen_at as session_last_seen_at,
  u.id, u.username, u.email, u.full_name, u.country, u.is_admin, u.is_active, u.is_private, u.photo_path, u.photo_thumb_path,
  u.created_at, u.updated_at
  from auth_session s join app_user u on u.id = s.user_id
  where s.token_hash = ? and s.revoked_at is null and s.expires_at > now() and u.is_active`;

/** The live session for a token: not revoked, not expired, of an active member. Slides the expiry. */
export async function findLiveSession(em: EntityManager, token: string | null): Promise<LiveSession | null> {
  if (!token) return null;
  const [row] = await readRows<Record<string, unknown>>(em, LIVE_SESSION, [hashToken(token)]);
  if (!row) return null;
  const { session_id: id, session_last_seen_at: lastSeenAt, ...userRow } = row;
  const user = em.map(User, userRow as EntityDictionary<User>);
  wrap(user).populated();
  const now = new Date();
  if (
    now.getTime() -
      em
        .getPlatform()
        .parseDate(lastSeenAt as string)
        .getTime() >
    TOUCH_EVERY_MS
  ) {
    await touchOnce(id as string, () =>
      em.nativeUpdate(
        Session,
        { id: id as string },
        { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) },
      ),
    );
  }
  return { id: id as string, user };
}

/**
 * The touches this process wrote lately, by session id, in the order they started: a page opening sends a burst of
 * requests, and each of them may find the session stale (some read it before the first touch was written). One
 * UPDATE serves them all: the others wait for it, and a session touched here within TOUCH_EVERY_MS is not touched
 * again. Entries older than that are dropped as new ones come.
 */
const touches = new Map<string, { at: number; written: Promise<unknown> }>();

function touchOnce(sessionId: string, touch: () => Promise<unknown>): Promise<unknown> {
  const now = Date.now();
  const recent = touches.get(sessionId);
  if (recent && now - recent.at < TOUCH_EVERY_MS) return recent.written;
  for (const [id, entry] of touches) {
    if (now - entry.at < TOUCH_EVERY_MS) break;
    touches.delete(id);
  }
  // a failed touch is forgotten at once, so the next request tries again
  const written = touch().catch((error: unknown) => {
    touches.delete(sessionId);
    throw error;
  });
  touches.delete(sessionId);
  touches.set(sessionId, { at: now, written });
  return written;
}

export async function revokeSession(em: EntityManager, session: Pick<LiveSession, 'id'>): Promise<void> {
  await em.nativeUpdate(Session, { id: session.id }, { revokedAt: new Date() });
}

/** Revokes every session of a member except `keep` (password change, deactivation). Returns the revoked ids. */
export async function revokeSessionsOf(
  em: EntityManager,
  user: User,
  keep?: Pick<LiveSession, 'id'> | null,
): Promise<string[]> {
  const open = await em.find(
    Session,
    { user, revokedAt: null, ...(keep ? { id: { $ne: keep.id } } : {}) },
    { fields: ['id'] },
  );
  if (open.length === 0) return [];
  const ids = open.map((s) => s.id);
  await em.nativeUpdate(Session, { id: { $in: ids } }, { revokedAt: new Date() });
  return ids;
}

/** Tells every API process that these sessions ended, so their open sockets close (code 4403). */
export async function announceRevokedSessions(services: AppServices, sessionIds: string[]): Promise<void> {
  for (let i = 0; i < sessionIds.length; i += 100) {
    await services.events.publish(
      { type: 'session.revoked', sessionIds: sessionIds.slice(i, i + 100) },
      Audience.system,
    );
  }
}
