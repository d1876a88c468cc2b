import type { ReportCategory } from '../../gql/graphql';

export type ReportStep = 1 | 2 | 3;
export const REPORT_STEPS: readonly ReportStep[] = [1, 2, 3];

export interface ReportDraft {
  category: ReportCategory | null;
  details: string;
}

/** Next is enabled on step 1 once a reason is chosen, on step 2 once the details are not blank; step 3 submits. */
export function canAdvance(step: ReportStep, draft: ReportDraft): boolean {
  if (step === 1) return draft.category !== null;
  if (step === 2) return draft.details.trim().length > 0;
  return draft.category !== null && draft.details.trim().length > 0;
}

export function nextStep(step: ReportStep): ReportStep {
  return step === 1 ? 2 : 3;
}

/** Back goes down one step; on step 1 the left button is Cancel instead (null). */
export function previousStep(step: ReportStep): ReportStep | null {
  return step === 1 ? null : step === 2 ? 1 : 2;
}

/** What the member reads when the server refuses a report (own post, duplicate, rate limit ...). */
export function reportFailureMessage(error: {
  code: string;
  message: string;
  extensions: Record<string, unknown>;
}): string {
  if (error.code === 'NETWORK') return 'Could not send your report. Check your connection and try again.';
  if (error.code === 'RATE_LIMITED') {
    const seconds = Number(error.extensions.retryAfterSeconds);
    const wait =
      Number.isFinite(seconds) && seconds > 0 ? ` Try again in ${Math.ceil(seconds / 60)} min.` : ' Try again later.';
    return `You have sent too many reports.${wait}`;
  }
  return error.message || 'Could not send your report.';
}
