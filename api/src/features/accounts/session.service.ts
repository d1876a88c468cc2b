import { createHash, randomBytes } from 'node:crypto';
import { wrap, type EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
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

// The session row and its member's columns (all but the lazy password hash), read with one plain
// prepared statement: this runs on every request, and a populated findOne spent more CPU building the
// query than the database spent answering it. Nothing is cached, so a revocation takes effect at once.
const SESSION_WITH_MEMBER = `select s.id, s.user_id, s.token_hash, s.created_at, s.last_seen_at, s.expires_at, s.revoked_at, s.user_agent,
  u.username as u_username, u.email as u_email, u.full_name as u_full_name, u.country as u_country, u.is_admin as u_is_admin,
  u.is_active as u_is_active, u.is_private as u_is_private, u.photo_path as u_photo_path, u.photo_thumb_path as u_photo_thumb_path,
  u.created_at as u_created_at, u.updated_at as u_updated_at
  from auth_session s join app_user u on u.id = s.user_id where s.token_hash = ?`;

/** Splits the joined row into the two entities' rows and makes them managed, as a populated findOne would. */
function mapSessionRow(em: EntityManager, row: Record<string, unknown>): Session {
  const sessionRow: Record<string, unknown> = {};
  const userRow: Record<string, unknown> = { id: row.user_id };
  for (const [column, value] of Object.entries(row)) {
    if (column.startsWith('u_')) userRow[column.slice(2)] = value;
    else sessionRow[column] = value;
  }
  wrap(em.map(User, userRow as EntityDictionary<User>)).populated();
  return em.map(Session, sessionRow as EntityDictionary<Session>);
}

/** The live session for a token: not revoked, not expired, of an active member. Slides the expiry. */
export async function findLiveSession(em: EntityManager, token: string | null): Promise<Session | null> {
  if (!token) return null;
  const [row] = await readRows<Record<string, unknown>>(em, SESSION_WITH_MEMBER, [hashToken(token)]);
  const session = row ? mapSessionRow(em, row) : null;
  const now = new Date();
  if (!session || session.revokedAt || session.expiresAt <= now || !session.user.isActive) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  }
  return session;
}

export async function revokeSession(em: EntityManager, session: Session): Promise<void> {
  await em.nativeUpdate(Session, { id: session.id }, { revokedAt: new Date() });
}

/** Revokes every session of a member except `keep` (password change, deactivation). Returns the revoked ids. */
export async function revokeSessionsOf(em: EntityManager, user: User, keep?: Session | null): Promise<string[]> {
  const open = await em.find(Session, { user, revokedAt: null, ...(keep ? { id: { $ne: keep.id } } : {}) }, { fields: ['id'] });
  if (open.length === 0) return [];
  const ids = open.map((s) => s.id);
  await em.nativeUpdate(Session, { id: { $in: ids } }, { revokedAt: new Date() });
  return ids;
}

/** Tells every API process that these sessions ended, so their open sockets close (code 4403). */
export async function announceRevokedSessions(services: AppServices, sessionIds: string[]): Promise<void> {
  for (let i = 0; i < sessionIds.length; i += 100) {
    await services.events.publish({ type: 'session.revoked', sessionIds: sessionIds.slice(i, i + 100) });
  }
}
