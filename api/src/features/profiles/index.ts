/** The public surface of the profiles feature: other features and the app import only from here. */
export { REST_FOLLOWERS_LISTED, restFullProfile, restMember, restPhotoUrl, restProfile } from './member-rest-shape.js';
export {
  AchievementCountersType,
  AchievementType,
  fromAchievementCountersType,
  toAchievementCountersType,
} from './profile.types.js';
