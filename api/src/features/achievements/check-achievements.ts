import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../app/services.js';
import { notify } from '../notifications/index.js';
import { countAchievementCounters } from './achievement-counters.js';
import { achievementProgress } from './achievement-definitions.js';

/**
 * Awards the badges `userId` has newly reached: each one is remembered in achievement_award and
 * announced with one `achievement` notification, once per badge per member even if the counter
 * later drops and climbs again. Call it after the action that may have moved a counter committed.
 * Works in its own EntityManager fork, so the caller's unit of work is left alone.
 */
export async function checkAchievements(
  ctx: { services: AppServices; em?: EntityManager },
  userId: string,
): Promise<string[]> {
  const em = ctx.services.orm.em.fork();
  const counters = (await countAchievementCounters(em, [userId])).get(userId);
  if (!counters) return [];
  const reached = achievementProgress(counters)
    .filter((p) => p.unlocked && Object.keys(p.definition.requirements).length > 0)
    .map((p) => p.definition.key);
  if (reached.length === 0) return [];

  const notifications = await em.transactional(async (tx) => {
    const awarded: string[] = [];
    for (const badge of reached) {
      // on conflict: a concurrent check (or an earlier one) already announced this badge
      const rows = await tx
        .getConnection()
        .execute<{ badge: string }[]>(
          'insert into achievement_award (id, user_id, badge, awarded_at) values (gen_random_uuid(), ?, ?, now()) on conflict do nothing returning badge',
          [userId, badge],
          'all',
          tx.getTransactionContext(),
        );
      if (rows.length > 0) awarded.push(badge);
    }
    return awarded.map((badge) => notify(tx, { type: 'achievement', recipientId: userId, achievement: badge }));
  });
  return notifications.flatMap((n) => (n?.achievement ? [n.achievement] : []));
}

/**
 * checkAchievements for each member, in the background: the action's answer does not wait for the check,
 * and a failed check never fails the action (it is logged). Call it after the action committed.
 */
export function checkAchievementsLater(services: AppServices, userIds: string[]): void {
  for (const userId of new Set(userIds))
    services.background.start('achievement check', () => checkAchievements({ services }, userId));
}
