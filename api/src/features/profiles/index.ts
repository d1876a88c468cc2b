/** The public surface of the profiles feature: other features and the app import only from here. */
export {
  AchievementCountersType,
  AchievementType,
  fromAchievementCountersType,
  toAchievementCountersType,
} from './profile.types.js';
