import { LINK_PREVIEW_DESCRIPTION_MAX_LENGTH } from '@culturalink/common/limits';
import type { RequestScope } from '../../app/request-scope.js';
import { absoluteUrl } from '../../kernel/public-url.js';
import { maskProfanity } from '../moderation-words/index.js';
import { findVisiblePost } from './find-post.js';

/** What a link to a post shows where it is pasted (a chat app, a social network): its Open Graph facts. */
export interface PostLinkPreview {
  title: string;
  description: string;
  /** Absolute URL of its first photo, or null. */
  imageUrl: string | null;
  imageAlt: string;
  authorName: string;
}

/** Text cut to `max` characters on a word, with an ellipsis when cut. */
function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

/**
 * The preview of a post for whoever asks through `scope` (the web app's page is always asked as a guest, so only
 * public members' posts have one); null when the post is missing or hidden by the visibility rule.
 */
export async function postLinkPreview(scope: RequestScope, postId: string): Promise<PostLinkPreview | null> {
  const post = await findVisiblePost(scope, postId);
  if (!post) return null;
  return {
    title: maskProfanity(post.title),
    description: excerpt(maskProfanity(post.content), LINK_PREVIEW_DESCRIPTION_MAX_LENGTH),
    imageUrl: absoluteUrl(scope.origin, post.imagePath),
    imageAlt: post.imageAlt,
    authorName: post.author.fullName,
  };
}
