import { useFragment } from '@apollo/client/react';
import type { AdminReportFieldsFragment } from '../../../gql/graphql';
import { formatShortDate } from '../../../lib/relative-time';
import { Button } from '../../../ui/button';
import { AdminReportFieldsFragment as AdminReportFieldsDoc } from './api/admin-report-fields';
import { ReportedPost, ReportedPostGone } from './reported-post';
import { ReporterInfo } from './reporter-info';

export type ReportDecision = 'ban' | 'warn' | 'dismiss' | 'lift';

const STATUS_TEXT = { WARNED: 'Warned', BANNED: 'Banned', DISMISSED: 'Dismissed' } as const;

/** One report on /rp; reads the freshest copy from the cache so live decisions show at once. */
export function ReportCard({
  report: initial,
  onDecide,
  busy,
}: {
  report: AdminReportFieldsFragment;
  onDecide: (report: AdminReportFieldsFragment, decision: ReportDecision) => void;
  busy: boolean;
}) {
  const live = useFragment({ fragment: AdminReportFieldsDoc, fragmentName: 'AdminReportFields', from: initial });
  const report = live.complete ? live.data : initial;
  const decided = report.status !== 'OPEN';
  return (
    <article
      className="report-card-admin"
      aria-label={`Report ${report.id}: ${report.categoryLabel}`}
      data-testid="report"
      data-report-id={report.id}
    >
      <header className="report-card-admin__header">
        <span className="admin-badge admin-badge--category">{report.categoryLabel}</span>
        {decided && (
          <span className={`admin-badge admin-badge--${report.status.toLowerCase()}`}>
            {STATUS_TEXT[report.status as keyof typeof STATUS_TEXT]}
          </span>
        )}
      </header>
      {report.post ? <ReportedPost post={report.post} /> : <ReportedPostGone title={report.postTitle} />}
      <dl className="report-facts">
        <dt>Report ID</dt>
        <dd className="report-facts__id">{report.id}</dd>
        <dt>Reported on</dt>
        <dd>
          <time dateTime={report.createdAt}>{formatShortDate(report.createdAt)}</time>
        </dd>
        <dt>Details</dt>
        <dd className="report-facts__details">{report.details}</dd>
        {decided && report.decidedAt && (
          <>
            <dt>Decision</dt>
            <dd>
              {STATUS_TEXT[report.status as keyof typeof STATUS_TEXT]} by{' '}
              {report.decidedBy ? `@${report.decidedBy.username}` : 'a former admin'} on{' '}
              {formatShortDate(report.decidedAt)}
            </dd>
          </>
        )}
      </dl>
      <footer className="report-card-admin__actions">
        <ReporterInfo reporter={report.reporter} />
        {report.post && !decided && (
          <span className="report-card-admin__buttons">
            <Button variant="ghost" size="sm" onClick={() => onDecide(report, 'dismiss')} disabled={busy}>
              Dismiss
            </Button>
            <Button variant="secondary" size="sm" onClick={() => onDecide(report, 'warn')} disabled={busy}>
              Warn
            </Button>
            <Button variant="danger" size="sm" onClick={() => onDecide(report, 'ban')} disabled={busy}>
              Approve
            </Button>
          </span>
        )}
        {report.post && report.status === 'BANNED' && (
          <span className="report-card-admin__buttons">
            <Button variant="secondary" size="sm" onClick={() => onDecide(report, 'lift')} disabled={busy}>
              Lift ban
            </Button>
          </span>
        )}
      </footer>
    </article>
  );
}
