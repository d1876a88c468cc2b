import { useQuery } from '@apollo/client/react';
import { readApiError } from '../../../lib/graphql-error';
import { formatShortDate } from '../../../lib/relative-time';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageSpinner } from '../../../ui/spinner';
import { ModerationLogDocument } from './api/moderation-log';

const ACTION_TEXT: Record<string, string> = {
  WARN: 'Warned',
  WARNED: 'Warned',
  BAN: 'Banned',
  BANNED: 'Banned',
  DISMISS: 'Dismissed',
  DISMISSED: 'Dismissed',
  DELETE_REPORT: 'Report deleted',
  LIFT_BAN: 'Ban lifted',
};

/** Every moderation decision (who, when, what), newest first, so decisions can be reviewed. */
export function ModerationLog() {
  const { data, loading, error, refetch } = useQuery(ModerationLogDocument, {
    variables: { first: 50 },
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.moderationLog;
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
              <td>{ACTION_TEXT[entry.action.toUpperCase()] ?? entry.action}</td>
              <td>{entry.report?.postTitle ?? entry.postId ?? '—'}</td>
              <td>{entry.report ? entry.report.categoryLabel : 'Deleted report'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
