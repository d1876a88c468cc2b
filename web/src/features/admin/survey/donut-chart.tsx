import type { SurveyAnswerCountFragment } from './survey-types';
import { DONUT_CIRCUMFERENCE, DONUT_RADIUS, donutSegments } from './donut-segments';
import { formatAverage, surveyAnswerLabel } from './survey-answers';

/** 'Response Summary': a donut (radius 40) of the answers given, the average score in the centre, counts in the legend. */
export function DonutChart({
  counts,
  average,
}: {
  counts: readonly SurveyAnswerCountFragment[];
  average: number | null;
}) {
  const ordered = [...counts].sort((a, b) => a.score - b.score);
  const segments = donutSegments(ordered.map((c) => ({ key: c.answer, count: c.count })));
  const score = (answer: string) => ordered.find((c) => c.answer === answer)?.score ?? 0;
  const summary = ordered.map((c) => `${surveyAnswerLabel(c.answer)}: ${c.count}`).join(', ');
  return (
    <figure className="donut">
      <svg
        viewBox="0 0 100 100"
        className="donut__chart"
        role="img"
        aria-label={`Average score ${formatAverage(average)}. ${summary}`}
      >
        <circle className="donut__track" cx="50" cy="50" r={DONUT_RADIUS} />
        {segments.map((segment) => (
          <circle
            key={segment.key}
            className={`donut__slice donut__slice--${score(segment.key)}`}
            cx="50"
            cy="50"
            r={DONUT_RADIUS}
            strokeDasharray={`${segment.length} ${DONUT_CIRCUMFERENCE - segment.length}`}
            strokeDashoffset={-segment.offset}
            transform="rotate(-90 50 50)"
          />
        ))}
        <text x="50" y="50" className="donut__average" textAnchor="middle" dominantBaseline="central">
          {formatAverage(average)}
        </text>
        <text x="50" y="64" className="donut__caption" textAnchor="middle">
          average
        </text>
      </svg>
      <figcaption>
        <ul className="donut__legend" aria-label="Responses per answer">
          {ordered.map((c) => (
            <li key={c.answer}>
              <span className={`donut__swatch donut__slice--${c.score}`} aria-hidden="true" />
              {surveyAnswerLabel(c.answer)}
              <strong>{c.count}</strong>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
