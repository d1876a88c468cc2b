import { useId } from 'react';

export interface AchievementView {
  key: string;
  name: string;
  description: string;
  unlocked: boolean;
  current: number;
  target: number;
}

const EMBLEMS: Record<string, string> = {
  welcome_wanderer: '🧭',
  content_creator: '✍️',
  guide_guru: '🗺️',
  like_leader: '❤️',
  share_star: '⭐',
  comment_connoisseur: '💬',
  explorer_extraordinaire: '🌍',
  knowledge_seeker: '📚',
  trend_setter: '📈',
  cultura_contributor: '🏛️',
};

export function progressText(badge: Pick<AchievementView, 'unlocked' | 'current' | 'target'>): string {
  if (badge.target === 0) return 'Unlocked';
  const shown = Math.min(badge.current, badge.target);
  return badge.unlocked ? `Unlocked (${shown}/${badge.target})` : `Progress: ${shown}/${badge.target}`;
}

/** One badge; locked ones are dimmed. Hover or keyboard focus shows the rule and the progress. */
export function AchievementBadge({ badge }: { badge: AchievementView }) {
  const tipId = useId();
  return (
    <li className={`achievement ${badge.unlocked ? 'is-unlocked' : 'is-locked'}`} tabIndex={0} aria-describedby={tipId} data-testid="achievement">
      <span className="achievement__emblem" aria-hidden="true">
        {EMBLEMS[badge.key] ?? '🏅'}
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
