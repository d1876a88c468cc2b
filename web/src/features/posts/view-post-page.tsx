import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function ViewPostPage() {
  return <ComingSoon title="Post" description="The post with its likes and comments arrives with posts." icon="pen" />;
}
