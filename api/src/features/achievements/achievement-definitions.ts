/** The eight counters of a member's progress; each is derived from the tables, so undoing an action lowers it. */
export const ACHIEVEMENT_COUNTERS = [
  'content_creator',
  'guide_guru',
  'like_leader',
  'share_star',
  'comment_connoisseur',
  'explorer_extraordinaire',
  'knowledge_seeker',
  'trend_setter',
] as const;

export type AchievementCounter = (typeof ACHIEVEMENT_COUNTERS)[number];

export type AchievementCounters = Record<AchievementCounter, number>;

export interface AchievementDefinition {
  /** The stored key (`achievement_award.badge`, `notification.achievement`); `AchievementKey` in GraphQL. */
  key: string;
  name: string;
  description: string;
  /** Every listed counter must reach its goal; an empty list means the badge is always unlocked. */
  requirements: Partial<AchievementCounters>;
}

/** The ten badges, in the order the product shows them. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { key: 'welcome_wanderer', name: 'Welcome Wanderer', description: 'Joined CulturaLink.', requirements: {} },
  {
    key: 'content_creator',
    name: 'Content Creator',
    description: 'Publish 5 posts.',
    requirements: { content_creator: 5 },
  },
  { key: 'guide_guru', name: 'Guide Guru', description: 'Save 1 itinerary.', requirements: { guide_guru: 1 } },
  {
    key: 'like_leader',
    name: 'Like Leader',
    description: 'Receive 10 likes on your posts.',
    requirements: { like_leader: 10 },
  },
  {
    key: 'share_star',
    name: 'Share Star',
    description: 'Share 10 posts with an itinerary attached.',
    requirements: { share_star: 10 },
  },
  {
    key: 'comment_connoisseur',
    name: 'Comment Connoisseur',
    description: 'Write 5 comments.',
    requirements: { comment_connoisseur: 5 },
  },
  {
    key: 'explorer_extraordinaire',
    name: 'Explorer Extraordinaire',
    description: 'Post about 10 different countries.',
    requirements: { explorer_extraordinaire: 10 },
  },
  {
    key: 'knowledge_seeker',
    name: 'Knowledge Seeker',
    description: 'Read 15 trivia batches.',
    requirements: { knowledge_seeker: 15 },
  },
  { key: 'trend_setter', name: 'Trend Setter', description: 'Gain 50 followers.', requirements: { trend_setter: 50 } },
  {
    key: 'cultura_contributor',
    name: 'Cultura Contributor',
    description: 'Publish 20 posts and save 10 itineraries.',
    requirements: { content_creator: 20, guide_guru: 10 },
  },
];

export interface AchievementProgress {
  definition: AchievementDefinition;
  unlocked: boolean;
  /** Progress toward the goal, each counter capped at its goal, summed over the requirements. */
  current: number;
  target: number;
}

export function achievementProgress(counters: AchievementCounters): AchievementProgress[] {
  return ACHIEVEMENTS.map((definition) => {
    const goals = Object.entries(definition.requirements) as [AchievementCounter, number][];
    const target = goals.reduce((sum, [, goal]) => sum + goal, 0);
    const current = goals.reduce((sum, [counter, goal]) => sum + Math.min(counters[counter], goal), 0);
    return { definition, unlocked: goals.every(([counter, goal]) => counters[counter] >= goal), current, target };
  });
}
