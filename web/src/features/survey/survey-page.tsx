import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function SurveyPage() {
  return (
    <main className="standalone-page">
      <ComingSoon title="We Could Use Your Help!" description="The usability survey arrives with the survey feature." icon="clipboard" />
    </main>
  );
}
