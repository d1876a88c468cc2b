import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../app/services.js';
import { Session } from './session.entity.js';
import type { User } from './user.entity.js';

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

/** The live session for a token: not revoked, not expired, of an active member. Slides the expiry. */
export async function findLiveSession(em: EntityManager, token: string | null): Promise<Session | null> {
  if (!token) return null;
  const session = await em.findOne(Session, { tokenHash: hashToken(token) }, { populate: ['user'] });
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
