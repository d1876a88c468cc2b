import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';

export function PrivateAccountNotice({ requested }: { requested: boolean }) {
  return (
    <EmptyState
      icon={<Icon name="shield" size={28} />}
      title="Private Account"
      message={
        <>
          This account is private. Follow to see their posts.
          {requested && (
            <>
              <br />
              Your follow request is waiting for approval.
            </>
          )}
        </>
      }
    />
  );
}

/** In place of the posts of a member the viewer blocked (the server hides them both ways). */
export function BlockedMemberNotice({ username }: { username: string }) {
  return (
    <EmptyState
      icon={<Icon name="shield" size={28} />}
      title="You blocked this member"
      message={`You and @${username} do not see each other's posts or comments. Unblock to see them again.`}
    />
  );
}
