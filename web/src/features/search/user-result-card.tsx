import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar';

interface UserResult {
  id: string;
  username: string;
  fullName: string;
  country: string;
  photoThumbUrl: string | null;
  isPrivate: boolean;
}

export function UserResultCard({ user, viewerId }: { user: UserResult; viewerId: string | undefined }) {
  const href =
    user.id === viewerId
      ? '/profile'
      : `/user-profile/${encodeURIComponent(user.username)}?id=${encodeURIComponent(user.id)}`;
  return (
    <Link className="user-result" to={href} data-testid="user-result">
      <Avatar name={user.fullName} src={user.photoThumbUrl} size={48} />
      <span className="user-result__text">
        <span className="user-result__name">
          {user.fullName}
          {user.isPrivate && <span className="user-result__private"> · Private</span>}
        </span>
        <span className="user-result__handle">@{user.username}</span>
        {user.country && <span className="user-result__country">{user.country}</span>}
      </span>
    </Link>
  );
}
