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
