import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function TriviaPage() {
  return <ComingSoon title="Learn With CulturaLink" description="Cultural trivia questions with answers to reveal arrive with trivia." icon="trivia" />;
}
