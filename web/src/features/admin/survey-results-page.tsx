import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function SurveyResultsPage() {
  return <ComingSoon title="Survey responses" description="The usability survey results arrive with the admin screens." icon="chart" />;
}
