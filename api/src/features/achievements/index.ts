/** The public surface of the achievements feature: other features and the app import only from here. */
export { countAchievementCounters, zeroCounters } from './achievement-counters.js';
export { achievementProgress, type AchievementCounters } from './achievement-definitions.js';
export { AchievementKey } from './achievement-key.js';
export { checkAchievements, checkAchievementsLater } from './check-achievements.js';
