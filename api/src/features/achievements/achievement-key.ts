import { registerEnumType } from 'type-graphql';
import { ACHIEVEMENTS } from './achievement-definitions.js';

/** The ten badges by their stored keys (`achievement_award.badge`, `notification.achievement`), in product order. */
export enum AchievementKey {
  WELCOME_WANDERER = 'welcome_wanderer',
  CONTENT_CREATOR = 'content_creator',
  GUIDE_GURU = 'guide_guru',
  LIKE_LEADER = 'like_leader',
  SHARE_STAR = 'share_star',
  COMMENT_CONNOISSEUR = 'comment_connoisseur',
  EXPLORER_EXTRAORDINAIRE = 'explorer_extraordinaire',
  KNOWLEDGE_SEEKER = 'knowledge_seeker',
  TREND_SETTER = 'trend_setter',
  CULTURA_CONTRIBUTOR = 'cultura_contributor',
}

registerEnumType(AchievementKey, {
  name: 'AchievementKey',
  description: 'One of the ten badges a member can earn, in the order the product shows them.',
  valuesConfig: Object.fromEntries(
    Object.entries(AchievementKey).map(([name, key]) => {
      const badge = ACHIEVEMENTS.find((definition) => definition.key === key);
      if (!badge) throw new Error(`No achievement definition for ${key}.`);
      return [name, { description: `${badge.name}: ${badge.description}` }];
    }),
  ),
});
