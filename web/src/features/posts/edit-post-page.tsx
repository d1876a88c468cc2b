import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function EditPostPage() {
  return <ComingSoon title="Edit post" description="Editing a post's title, content and image arrives with posts." icon="pen" />;
}
