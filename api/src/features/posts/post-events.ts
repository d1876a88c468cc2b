import type { AppServices } from '../../app/services.js';
import { checkAchievements } from '../achievements/check-achievements.js';

/** `{ type, postId, authorId }`: a post was published. */
export const POST_ADDED = 'post.added';
/** `{ type, postId }`: a post's like count changed. */
export const POST_LIKE_CHANGED = 'post.likeChanged';

/** Awards badges a committed action may have unlocked; never fails the action itself. */
export async function awardAchievementsAfterCommit(services: AppServices, userIds: string[]): Promise<void> {
  for (const userId of new Set(userIds)) {
    try {
      await checkAchievements({ services }, userId);
    } catch (error) {
      services.logger.error('achievement check failed', error);
    }
  }
}
