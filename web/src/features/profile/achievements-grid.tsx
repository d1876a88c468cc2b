import { AchievementBadge, type AchievementView } from './achievement-badge';

/** The ten badges in the server's order. */
export function AchievementsGrid({ achievements }: { achievements: readonly AchievementView[] }) {
  const unlocked = achievements.filter((badge) => badge.unlocked).length;
  return (
    <section aria-label="Achievements">
      <p className="profile-note">
        {unlocked} of {achievements.length} badges unlocked
      </p>
      <ul className="achievements-grid">
        {achievements.map((badge) => (
          <AchievementBadge key={badge.key} badge={badge} />
        ))}
      </ul>
    </section>
  );
}
