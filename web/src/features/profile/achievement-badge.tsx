import { useId } from 'react';
import { Icon, type IconName } from '../../ui/icon';

export interface AchievementView {
  key: string;
  name: string;
  description: string;
  unlocked: boolean;
  current: number;
  target: number;
}

const EMBLEMS: Record<string, IconName | { glyph: string }> = {
  welcome_wanderer: 'compass',
  content_creator: 'pen',
  guide_guru: 'map',
  like_leader: { glyph: '♥' },
  share_star: { glyph: '★' },
  comment_connoisseur: 'chat',
  explorer_extraordinaire: 'luggage',
  knowledge_seeker: 'trivia',
  trend_setter: 'users',
  cultura_contributor: 'shield',
};

function Emblem({ badgeKey }: { badgeKey: string }) {
  const emblem = EMBLEMS[badgeKey] ?? 'compass';
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
