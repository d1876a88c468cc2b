import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function SearchResultsPage() {
  return <ComingSoon title="Search results" description="Members and posts that match your search arrive with search." icon="search" />;
}
