import { useId, useState } from 'react';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { Switch } from '../../../ui/switch';
import { UserStatsPanel } from './user-stats-panel';

export interface AdminUserCardProps {
  user: AdminUserFieldsFragment;
  isSelf: boolean;
  toggling: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetActive: (active: boolean) => void;
}

/** A member on /cu: photo, names, e-mail, country, status, the four headline badges; more behind 'Follows and counters' (never on hover:
 * a panel opening under the pointer moved the buttons away from the click). */
export function AdminUserCard({ user, isSelf, toggling, onEdit, onDelete, onSetActive }: AdminUserCardProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const counters = user.achievementCounters;
  const badges = [
    { label: 'Like Leader', value: counters.likeLeader },
    { label: 'Guide Guru', value: counters.guideGuru },
    { label: 'Content Creator', value: counters.contentCreator },
    { label: 'Comment Connoisseur', value: counters.commentConnoisseur },
  ].filter((badge) => badge.value > 0);
  return (
    <article className="admin-user-card card" aria-label={user.fullName} data-testid="admin-user">
      <header className="admin-user-card__header">
        <Avatar name={user.fullName} src={user.photoThumbUrl ?? user.photoUrl} size={56} />
        <span className="admin-user-card__names">
          <strong>{user.fullName}</strong>
          <span>{user.username ? `@${user.username}` : 'No username yet'}</span>
        </span>
      </header>
      <p className="admin-user-card__line">{user.email}</p>
      <p className="admin-user-card__line">{user.country}</p>
      <p className="admin-user-card__badges">
        <span className={`admin-badge admin-badge--${user.isActive ? 'active' : 'inactive'}`}>
          {user.isActive ? 'Active' : 'Inactive'}
        </span>
        {user.setupPending && <span className="admin-badge admin-badge--warning">Invitation pending</span>}
        {user.isAdmin && <span className="admin-badge admin-badge--accent">Admin</span>}
        {isSelf && <span className="admin-badge">You</span>}
        {badges.map((badge) => (
          <span key={badge.label} className="admin-badge admin-badge--category">
            {badge.label} {badge.value}
          </span>
        ))}
      </p>
      <button
        type="button"
        className="admin-user-card__more"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Follows and counters
      </button>
      <UserStatsPanel user={user} id={panelId} open={open} />
      <Switch
        label="Account active"
        description={isSelf ? 'You cannot deactivate yourself.' : user.isActive ? 'Can sign in.' : 'Cannot sign in.'}
        checked={user.isActive}
        disabled={isSelf || toggling}
        onChange={onSetActive}
      />
      <footer className="admin-user-card__actions">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${user.fullName}`}>
          Edit
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete} disabled={isSelf} aria-label={`Delete ${user.fullName}`}>
          Delete
        </Button>
      </footer>
    </article>
  );
}
