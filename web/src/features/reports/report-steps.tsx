import { useId } from 'react';
import { REPORT_DETAILS_MAX_LENGTH } from '@culturalink/common/limits';
import { REPORT_CATEGORIES, reportCategoryLabel } from '@culturalink/common/report-categories';
import type { ReportCategory } from '../../gql/graphql';
import type { ReportDraft } from './report-wizard';

export function ReasonStep({ draft, onChoose }: { draft: ReportDraft; onChoose: (category: ReportCategory) => void }) {
  const headingId = useId();
  return (
    <fieldset className="report-step" aria-labelledby={headingId}>
      <h2 id={headingId} className="report-step__title">
        Why are you reporting this post?
      </h2>
      <p className="report-notice" role="note">
        If someone is in immediate danger, contact your local authorities first. Don&apos;t wait.
      </p>
      <div className="report-reasons">
        {REPORT_CATEGORIES.map((category) => (
          <label key={category.value} className="report-reason">
            <input
              type="radio"
              name="report-category"
              value={category.value}
              checked={draft.category === category.value}
              onChange={() => onChoose(category.value)}
            />
            <span>{category.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function DetailsStep({ draft, onChange }: { draft: ReportDraft; onChange: (details: string) => void }) {
  const fieldId = useId();
  return (
    <div className="report-step">
      <h2 className="report-step__title">
        <label htmlFor={fieldId}>Please elaborate on the problem</label>
      </h2>
      <textarea
        id={fieldId}
        className="report-details"
        rows={5}
        maxLength={REPORT_DETAILS_MAX_LENGTH}
        placeholder="Provide a brief explanation for your report..."
        value={draft.details}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function ConfirmStep({ draft }: { draft: ReportDraft }) {
  return (
    <div className="report-step">
      <h2 className="report-step__title">Confirm your report</h2>
      <dl className="report-summary">
        <dt>Category</dt>
        <dd>{reportCategoryLabel(draft.category)}</dd>
        <dt>Details</dt>
        <dd className="report-summary__details">{draft.details.trim()}</dd>
      </dl>
      <p className="report-notice report-notice--warning" role="note">
        Once submitted, a report cannot be changed or undone.
      </p>
    </div>
  );
}
