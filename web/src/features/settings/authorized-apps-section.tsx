import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AuthorizedAppsQuery } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { formatShortDate } from '../../lib/relative-time';
import { useLoadMore } from '../../lib/use-load-more';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SETTINGS_TOAST_DURATION_MS, useToast } from '../../ui/toast-context';
import { AuthorizedAppsDocument, RevokeAppAuthorizationDocument } from './api/authorized-apps';
import { ItemList } from '../../ui/item-list';

type AuthorizedApp = AuthorizedAppsQuery['authorizedApps']['edges'][number]['node'];

/** Apps the member allowed on a consent screen: scopes and last use, page by page, and taking the access back. */
export function AuthorizedAppsSection() {
  const { data, loading, error, refetch, fetchMore } = useQuery(AuthorizedAppsDocument);
  const [revokeApp, revoking] = useMutation(RevokeAppAuthorizationDocument, {
    refetchQueries: [AuthorizedAppsDocument],
  });
  const toast = useToast();
  const [toRevoke, setToRevoke] = useState<AuthorizedApp | null>(null);
  const connection = data?.authorizedApps;
  const paging = useLoadMore(connection?.pageInfo, fetchMore);

  const revoke = async () => {
    if (!toRevoke) return;
    try {
      const result = await revokeApp({ variables: { appId: toRevoke.id } });
      resultOf(result.data?.revokeAppAuthorization, 'revokedAppId');
      toast.success(`${toRevoke.name} can no longer use your account.`, SETTINGS_TOAST_DURATION_MS);
    } catch (caught) {
      toast.error(readApiError(caught).message || 'Could not revoke the app.', SETTINGS_TOAST_DURATION_MS);
    }
    setToRevoke(null);
  };

  return (
    <div className="settings-form">
      <ItemList
        noun="authorized apps"
        items={connection?.edges.map((edge) => edge.node)}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {(apps) =>
          apps.map((app) => (
            <li key={app.id} className="item-list__item">
              <div>
                <strong>{app.name}</strong>
                <p className="settings-note">
                  {app.scopes.join(', ')} · allowed {formatShortDate(app.authorizedAt)} ·{' '}
                  {app.lastUsedAt ? `last used ${formatShortDate(app.lastUsedAt)}` : 'never used'}
                </p>
              </div>
              <Button variant="danger" size="sm" onClick={() => setToRevoke(app)}>
                Revoke
              </Button>
            </li>
          ))
        }
      </ItemList>
      {paging.loadMoreFailed && (
        <p role="alert" className="settings-note">
          Could not load more authorized apps.
        </p>
      )}
      {paging.hasMore && connection && (
        <div className="settings-form__actions">
          <Button variant="secondary" size="sm" busy={paging.loadingMore} onClick={() => void paging.loadMore()}>
            {paging.loadMoreFailed
              ? 'Try again'
              : `Show more authorized apps (${Math.max(0, connection.totalCount - connection.edges.length)} more)`}
          </Button>
        </div>
      )}

      {toRevoke && (
        <ConfirmDialog
          title={`Revoke ${toRevoke.name}?`}
          message="It stops working with your account at once."
          confirmLabel="Revoke"
          danger
          busy={revoking.loading}
          onConfirm={() => void revoke()}
          onCancel={() => setToRevoke(null)}
        />
      )}
    </div>
  );
}
