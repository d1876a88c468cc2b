import type { ReactNode } from 'react';
import type { ProfileFieldsFragment } from '../../gql/graphql';
import { compactCount } from '../../lib/compact-count';
import { Avatar } from '../../ui/avatar';

/** Photo, names, e-mail (only when the API gives it), country, counts and the actions that apply. */
export function ProfileCard({
  profile,
  photo,
  actions,
}: {
  profile: ProfileFieldsFragment;
  photo?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="profile-card card" aria-labelledby="profile-name">
      <div className="profile-card__photo">
        {photo ?? <Avatar name={profile.fullName} src={profile.photoUrl} size={112} />}
      </div>
      <div className="profile-card__body">
        <h1 id="profile-name" className="profile-card__name">
          {profile.fullName}
          {profile.isPrivate && (
            <span className="profile-card__private">
              Private<span className="visually-hidden"> account</span>
            </span>
          )}
        </h1>
        <p className="profile-card__handle">@{profile.username}</p>
        <dl className="profile-card__facts">
          {profile.email && (
            <div>
              <dt>Email</dt>
              <dd>{profile.email}</dd>
            </div>
          )}
          <div>
            <dt>Country</dt>
            <dd>{profile.country || '—'}</dd>
          </div>
        </dl>
        <ul className="profile-card__counts">
          <li>
            <strong data-testid="post-count">{compactCount(profile.postCount)}</strong>{' '}
            {profile.postCount === 1 ? 'post' : 'posts'}
          </li>
          <li>
            <strong data-testid="follower-count">{compactCount(profile.followerCount)}</strong>{' '}
            {profile.followerCount === 1 ? 'follower' : 'followers'}
          </li>
        </ul>
        {actions && <div className="profile-card__actions">{actions}</div>}
      </div>
    </section>
  );
}
