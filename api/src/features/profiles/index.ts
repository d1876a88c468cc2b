/** The public surface of the profiles feature: other features and the app import only from here. */
export {
  AchievementCountersType,
  AchievementType,
  fromAchievementCountersType,
  toAchievementCountersType,
  toAchievementTypes,
} from './profile.types.js';
export { primeFollowFacts } from './profile-loaders.js';
