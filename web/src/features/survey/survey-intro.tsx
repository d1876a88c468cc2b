import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';

/** The first card of /tamsurvey: Maybe Later goes back to the dashboard, Continue shows the statements. */
export function SurveyIntro({ onContinue }: { onContinue: () => void }) {
  return (
    <section className="card survey-card survey-card--center" aria-labelledby="survey-intro-title">
      <span className="survey-card__icon" aria-hidden="true">
        <Icon name="clipboard" size={32} />
      </span>
      <h1 id="survey-intro-title" className="survey-card__title">
        We Could Use Your Help!
      </h1>
      <p className="survey-card__lead">
        Tell us how CulturaLink works for you: six short statements, one answer each, about a minute in all.
      </p>
      <div className="survey-card__actions">
        <Link className="btn btn--secondary btn--md" to="/dashboard">
          Maybe Later
        </Link>
        <Button onClick={onContinue} autoFocus>
          Continue
        </Button>
      </div>
    </section>
  );
}
