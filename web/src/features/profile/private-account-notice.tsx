import { EmptyState } from '../../ui/empty-state';

export function PrivateAccountNotice({ requested }: { requested: boolean }) {
  return (
    <EmptyState
      icon="🔒"
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
