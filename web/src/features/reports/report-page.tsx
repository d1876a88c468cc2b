import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { useToast } from '../../ui/toast-context';
import { ReportPostDocument } from './api/report-post';
import { ReportProgress } from './report-progress';
import { ReportedPostSummary } from './reported-post-summary';
import { ConfirmStep, DetailsStep, ReasonStep } from './report-steps';
import {
  canAdvance,
  nextStep,
  previousStep,
  reportFailureMessage,
  type ReportDraft,
  type ReportStep,
} from './report-wizard';
import './report-page.css';

/** The three-step report wizard at /report?post_id=&user_id= (the server refuses own posts, duplicates and floods). */
export function ReportPage() {
  const [params] = useSearchParams();
  const postId = params.get('post_id');
  const navigate = useNavigate();
  const toast = useToast();
  const [step, setStep] = useState<ReportStep>(1);
  const [draft, setDraft] = useState<ReportDraft>({ category: null, details: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { loading }] = useMutation(ReportPostDocument);

  if (!postId) {
    return (
      <div className="report-page">
        <EmptyState
          icon={<Icon name="flag" size={28} />}
          title="Nothing to report"
          message="Open a post and choose Report to tell us about it."
          action={<Link to="/dashboard">Back to home</Link>}
        />
      </div>
    );
  }

  const valid = canAdvance(step, draft);
  const back = previousStep(step);

  const submit = async () => {
    if (!draft.category || !valid) return;
    setFailure(null);
    try {
      const { data } = await send({ variables: { postId, category: draft.category, details: draft.details.trim() } });
      resultOf(data?.reportPost, 'report');
      toast.success('Thank you. Your report was sent to our moderators.');
      navigate('/dashboard');
    } catch (error) {
      setFailure(reportFailureMessage(readApiError(error)));
    }
  };

  const advance = () => {
    if (!valid) return;
    if (step === 3) void submit();
    else setStep(nextStep(step));
  };

  return (
    <div className="report-page">
      <h1 className="page-title">Report post</h1>
      <ReportedPostSummary postId={postId} />
      <form
        className="report-card card"
        aria-label="Report post"
        onSubmit={(event) => {
          event.preventDefault();
          advance();
        }}
      >
        <ReportProgress step={step} />
        {step === 1 && <ReasonStep draft={draft} onChoose={(category) => setDraft((d) => ({ ...d, category }))} />}
        {step === 2 && <DetailsStep draft={draft} onChange={(details) => setDraft((d) => ({ ...d, details }))} />}
        {step === 3 && <ConfirmStep draft={draft} />}
        {failure && (
          <p className="report-error" role="alert">
            {failure}
          </p>
        )}
        <div className="report-actions">
          {back === null ? (
            <Button variant="secondary" onClick={() => navigate('/dashboard')}>
              Cancel
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setStep(back)} disabled={loading}>
              Back
            </Button>
          )}
          <Button type="submit" variant={step === 3 ? 'danger' : 'primary'} disabled={!valid} busy={loading}>
            {step === 3 ? 'Submit' : 'Next'}
          </Button>
        </div>
      </form>
    </div>
  );
}
