import { useQuery } from '@apollo/client/react';
import type { ModerationAction } from '../../../gql/graphql';
import { readApiError } from '../../../lib/graphql-error';
import { formatShortDate } from '../../../lib/relative-time';
import { useLoadMore } from '../../../lib/use-load-more';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageSpinner } from '../../../ui/spinner';
import { ModerationLogDocument } from './api/moderation-log';

const ACTION_TEXT: Record<ModerationAction, string> = {
  WARN: 'Warned',
  BAN: 'Banned',
  DISMISS: 'Dismissed',
  DELETE_REPORT: 'Report deleted',
  LIFT_BAN: 'Ban lifted',
};

const PAGE_SIZE = 50;

/** Every moderation decision (who, when, what), newest first, so decisions can be reviewed; older pages on demand. */
export function ModerationLog() {
  const { data, loading, error, refetch, fetchMore } = useQuery(ModerationLogDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore(data?.moderationLog.pageInfo, fetchMore);
  const entries = data?.moderationLog.nodes;
  if (!entries && loading) return <PageSpinner label="Loading the moderation log" />;
  if (!entries) {
    return (
      <EmptyState
        tone="error"
        title="Could not load the moderation log"
        message={error ? readApiError(error).message : undefined}
        action={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}
      />
    );
  }
  if (entries.length === 0)
    return <EmptyState title="No decisions yet" message="Warnings, bans and dismissals will be listed here." />;
  return (
    <>
      <div className="moderation-log" role="region" aria-label="Moderation log" tabIndex={0}>
        <table>
          <caption className="visually-hidden">Moderation decisions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Admin</th>
              <th scope="col">Action</th>
              <th scope="col">Post</th>
              <th scope="col">Report</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.createdAt}>{formatShortDate(entry.createdAt)}</time>
                </td>
                <td>@{entry.admin?.username ?? entry.adminUsername}</td>
                <td>{ACTION_TEXT[entry.action]}</td>
                <td>{entry.report?.postTitle ?? entry.postId ?? '—'}</td>
                <td>{entry.report ? entry.report.categoryLabel : 'Deleted report'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more.hasMore && (
        <div className="admin-page__more">
          <Button variant="secondary" onClick={() => void more.loadMore()} busy={more.loadingMore}>
            Load older decisions
          </Button>
          {more.loadMoreFailed && <p role="alert">Could not load more decisions.</p>}
        </div>
      )}
    </>
  );
}
