import type { PostLinkPreview } from '../features/posts/index.js';

const SITE_NAME = 'CulturaLink';

/** Text made safe inside an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/** The Open Graph and Twitter card tags (and the title) of a post's page. */
export function postPreviewTags(preview: PostLinkPreview, pageUrl: string): string {
  const description = preview.description || `A post by ${preview.authorName} on ${SITE_NAME}.`;
  const tags = [
    `<title>${escapeHtml(`${preview.title} · ${SITE_NAME}`)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    meta('name', 'twitter:card', preview.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', description),
  ];
  if (preview.imageUrl) {
    const alt = preview.imageAlt || preview.title;
    tags.push(
      meta('property', 'og:image', preview.imageUrl),
      meta('property', 'og:image:alt', alt),
      meta('name', 'twitter:image', preview.imageUrl),
      meta('name', 'twitter:image:alt', alt),
    );
  }
  return tags.join('');
}

/** The head of a post's page when there is nothing to show (missing, private, banned, deactivated): no data of it. */
export function unavailablePostTags(): string {
  const title = 'Post not available';
  return [
    `<title>${title} · ${SITE_NAME}</title>`,
    meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
  ].join('');
}

/** index.html with its title and description replaced by `tags`. */
export function withHeadTags(indexHtml: string, tags: string): string {
  const stripped = indexHtml.replace(/<title>[^<]*<\/title>/i, '').replace(/<meta\s+name="description"[^>]*>/i, '');
  return stripped.replace(/<\/head>/i, `${tags}</head>`);
}
