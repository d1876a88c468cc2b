import { REPORT_STEPS, type ReportStep } from './report-wizard';

/** The three progress dots; the current one is announced as the current step. */
export function ReportProgress({ step }: { step: ReportStep }) {
  return (
    <ol className="report-progress" aria-label={`Step ${step} of ${REPORT_STEPS.length}`}>
      {REPORT_STEPS.map((dot) => (
        <li
          key={dot}
          className={`report-progress__dot${dot <= step ? ' report-progress__dot--done' : ''}`}
          aria-current={dot === step ? 'step' : undefined}
        >
          <span className="visually-hidden">Step {dot}</span>
        </li>
      ))}
    </ol>
  );
}
