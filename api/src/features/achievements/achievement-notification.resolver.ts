import { FieldResolver, Resolver, Root } from 'type-graphql';
import { NotificationType } from '../notifications/index.js';
import { AchievementKey } from './achievement-key.js';

/** The badge an `achievement` notification announces. */
@Resolver(() => NotificationType)
export class AchievementNotificationResolver {
  @FieldResolver(() => AchievementKey, {
    nullable: true,
    description: 'The badge an ACHIEVEMENT notification announces; null for other types.',
  })
  achievement(@Root() notification: NotificationType): AchievementKey | null {
    return (notification.achievementKey as AchievementKey | null) ?? null;
  }
}
