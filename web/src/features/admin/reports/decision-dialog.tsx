import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { ReportDecision } from './report-card';

const TEXT: Record<ReportDecision, { title: string; message: string; confirm: string }> = {
  ban: {
    title: 'Approve report',
    message:
      'The post will be banned: hidden from everyone but its author and admins. Its author and the reporter are notified.',
    confirm: 'Ban post',
  },
  warn: {
    title: 'Warn the author',
    message: 'The post stays visible and is marked as warned. Its author and the reporter are notified.',
    confirm: 'Send warning',
  },
  lift: {
    title: 'Lift the ban',
    message: 'The post will be shown again, and its reports open again so they can be warned or dismissed.',
    confirm: 'Lift ban',
  },
  dismiss: {
    title: 'Dismiss report',
    message: 'The post stays as it is. The reporter is told that no action was taken.',
    confirm: 'Dismiss',
  },
};

export function DecisionDialog({
  decision,
  busy,
  onConfirm,
  onCancel,
}: {
  decision: ReportDecision;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const text = TEXT[decision];
  return (
    <ConfirmDialog
      title={text.title}
      message={text.message}
      confirmLabel={text.confirm}
      danger={decision === 'ban'}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
