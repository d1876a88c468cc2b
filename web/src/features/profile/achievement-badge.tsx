import { useId } from 'react';
import type { AchievementKey } from '../../gql/graphql';
import { Icon, type IconName } from '../../ui/icon';

export interface AchievementView {
  key: AchievementKey;
  name: string;
  description: string;
  unlocked: boolean;
  current: number;
  target: number;
}

const EMBLEMS: Record<AchievementKey, IconName | { glyph: string }> = {
  WELCOME_WANDERER: 'compass',
  CONTENT_CREATOR: 'pen',
  GUIDE_GURU: 'map',
  LIKE_LEADER: { glyph: '♥' },
  SHARE_STAR: { glyph: '★' },
  COMMENT_CONNOISSEUR: 'chat',
  EXPLORER_EXTRAORDINAIRE: 'luggage',
  KNOWLEDGE_SEEKER: 'trivia',
  TREND_SETTER: 'users',
  CULTURA_CONTRIBUTOR: 'shield',
};

function Emblem({ badgeKey }: { badgeKey: AchievementKey }) {
  const emblem = EMBLEMS[badgeKey];
  return typeof emblem === 'string' ? <Icon name={emblem} size={32} /> : <>{emblem.glyph}</>;
}

export function progressText(badge: Pick<AchievementView, 'unlocked' | 'current' | 'target'>): string {
  if (badge.target === 0) return 'Unlocked';
  const shown = Math.min(badge.current, badge.target);
  return badge.unlocked ? `Unlocked (${shown}/${badge.target})` : `Progress: ${shown}/${badge.target}`;
}

/** One badge; locked ones are dimmed. Hover or keyboard focus shows the rule and the progress. */
export function AchievementBadge({ badge }: { badge: AchievementView }) {
  const tipId = useId();
  return (
    <li
      className={`achievement ${badge.unlocked ? 'is-unlocked' : 'is-locked'}`}
      tabIndex={0}
      aria-describedby={tipId}
      data-testid="achievement"
    >
      <span className="achievement__emblem" aria-hidden="true">
        <Emblem badgeKey={badge.key} />
      </span>
      <span className="achievement__name">{badge.name}</span>
      <span className="visually-hidden">{badge.unlocked ? ' (unlocked)' : ' (locked)'}</span>
      <span className="achievement__tip" role="tooltip" id={tipId}>
        {badge.description}
        <br />
        {progressText(badge)}
      </span>
    </li>
  );
}
