import type { EntityManager } from '@mikro-orm/postgresql';
import { hasAdminRights, type Asker } from '../../kernel/guards.js';
import type { User } from '../accounts/user.entity.js';
import { isNotificationShownTo, NOTIFICATION_CREATED } from '../notifications/index.js';
import { Post } from '../posts/post.entity.js';
import { canSeePost } from '../privacy/index.js';

/** A logged event as the dispatcher reads it. */
export interface LogRow {
  id: string;
  kind: string;
  subject: Record<string, unknown>;
  audience: string;
  createdAt: Date;
}

/**
 * Whether a webhook's owner may hear of an event: the same rules as the reads and live subscriptions,
 * applied with what the webhook's creating credential could do. A post's events go to whoever may see
 * that post (privacy/visibility.ts), a member's to that member, the administrators' to administrators
 * (rights re-read now: a former administrator hears nothing; a notification only while the member is shown it:
 * not from a member blocked either way or muted), a support conversation's to its member and
 * administrators; a deactivated owner hears of nothing.
 */
export async function mayHear(
  em: EntityManager,
  owner: User,
  scopes: Asker['scopes'],
  event: LogRow,
): Promise<boolean> {
  if (!owner.isActive) return false;
  const asker: Asker = { viewer: owner, scopes };
  const [kind, id] = splitAudience(event.audience);
  switch (kind) {
    case 'post': {
      const post = await em.findOne(Post, { id }, { populate: ['author'] });
      return post !== null && (await canSeePost(em, asker, post));
    }
    case 'member':
      // a notification from a member blocked either way, or muted, is not shown to its recipient: nor sent
      if (id !== owner.id) return false;
      return event.kind !== NOTIFICATION_CREATED || (await isNotificationShownTo(em, id, event.subject.id));
    case 'admins':
      return hasAdminRights(asker);
    case 'conversation':
      return event.subject.memberId === owner.id || hasAdminRights(asker);
    default:
      return false;
  }
}

const splitAudience = (audience: string): [string, string] => {
  const colon = audience.indexOf(':');
  return colon < 0 ? [audience, ''] : [audience.slice(0, colon), audience.slice(colon + 1)];
};
