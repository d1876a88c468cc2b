import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminReportFieldsFragment } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { PageSpinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { useToast } from '../../ui/toast-context';
import { AdminLoadError } from './admin-load-error';
import {
  BanReportDocument,
  DismissReportDocument,
  LiftBanDocument,
  WarnReportDocument,
} from './reports/api/decide-report';
import { DecisionDialog } from './reports/decision-dialog';
import { ModerationLog } from './reports/moderation-log';
import { ReportCard, type ReportDecision } from './reports/report-card';
import { useAdminReports } from './reports/use-admin-reports';
import './admin.css';

const DONE: Record<ReportDecision, string> = {
  ban: 'The post was banned.',
  warn: 'The author was warned.',
  dismiss: 'The report was dismissed.',
  lift: 'The ban was lifted; the post shows again.',
};

/** /rp: reports arrive live, newest first; admins warn, ban (Approve) or dismiss, and can read the moderation log. */
export function ReportsAdminPage() {
  const [tab, setTab] = useState('reports');
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="page-title">Content Reports</h1>
        <p className="admin-page__subtitle">Manage and review reported content</p>
      </header>
      <Tabs
        label="Reports views"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'reports', label: 'Reports' },
          { id: 'log', label: 'Moderation log' },
        ]}
      >
        {tab === 'reports' ? <ReportList /> : <ModerationLog />}
      </Tabs>
    </div>
  );
}

function ReportList() {
  const list = useAdminReports();
  const toast = useToast();
  const [pending, setPending] = useState<{ report: AdminReportFieldsFragment; decision: ReportDecision } | null>(null);
  // The log is read again the next time it is shown (or at once if it is showing).
  const options = {
    update: (cache: ApolloCache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'moderationLog' }),
  };
  const [warn, warning] = useMutation(WarnReportDocument, options);
  const [ban, banning] = useMutation(BanReportDocument, options);
  const [dismiss, dismissing] = useMutation(DismissReportDocument, options);
  const [lift, lifting] = useMutation(LiftBanDocument, options);
  const busy = warning.loading || banning.loading || dismissing.loading || lifting.loading;

  const decide = async () => {
    if (!pending) return;
    const variables = { id: pending.report.id };
    try {
      // Each decision answers its payload: the report as decided, or the userErrors saying why not.
      if (pending.decision === 'ban') resultOf((await ban({ variables })).data?.banReport, 'report');
      else if (pending.decision === 'warn') resultOf((await warn({ variables })).data?.warnReport, 'report');
      else if (pending.decision === 'lift') resultOf((await lift({ variables })).data?.liftBan, 'report');
      else resultOf((await dismiss({ variables })).data?.dismissReport, 'report');
      toast.success(DONE[pending.decision]);
    } catch (error) {
      toast.error(`Could not record the decision: ${readApiError(error).message}`);
    } finally {
      setPending(null);
    }
  };

  if (list.loading) return <PageSpinner label="Loading reports" />;
  if (list.error)
    return <AdminLoadError error={list.error} title="Could not load the reports" onRetry={() => void list.refresh()} />;
  if (list.reports.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="flag" size={28} />}
        title="No reports"
        message="There are no content reports to review at this time."
      />
    );
  }
  return (
    <>
      <ul className="admin-list" aria-label="Reports, newest first" aria-live="polite" aria-relevant="additions">
        {list.reports.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} busy={busy} onDecide={(r, decision) => setPending({ report: r, decision })} />
          </li>
        ))}
      </ul>
      {list.hasMore && (
        <div className="admin-page__more">
          <Button variant="secondary" onClick={() => void list.loadMore()} busy={list.loadingMore}>
            Load older reports
          </Button>
          {list.loadMoreFailed && <p role="alert">Could not load more reports.</p>}
        </div>
      )}
      {pending && (
        <DecisionDialog
          decision={pending.decision}
          busy={busy}
          onConfirm={() => void decide()}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
