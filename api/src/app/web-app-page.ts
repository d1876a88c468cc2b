import fs from 'node:fs';
import type { Request, Response } from 'express';
import { postLinkPreview } from '../features/posts/index.js';
import { isUuid } from '../kernel/ids.js';
import { postPreviewTags, unavailablePostTags, withHeadTags } from './link-preview-head.js';
import { createRequestScope } from './scope.js';
import type { AppServices } from './services.js';
import { requestFacts } from '../rest/handler.js';

/** The web app's route of one post (web/src/app/routes.tsx `/view-post/:post`). */
const POST_PAGE = /^\/view-post\/([^/?#]+)\/?$/;

/**
 * Answers a page of the web app: index.html, with the Open Graph and Twitter card tags of the post a `/view-post/:id`
 * link names. The preview is decided as for a guest, whoever follows the link: a link pasted anywhere previews only
 * what anyone may see, and a private, banned or deleted post's page carries none of its data (and answers 404).
 */
export function webAppPage(services: AppServices, indexFile: string) {
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  return async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-cache');
    res.type('html');
    const postId = POST_PAGE.exec(req.path)?.[1];
    if (postId === undefined) return res.send(indexHtml);
    const { ip, origin } = requestFacts(services, req);
    const scope = await createRequestScope(services, { ip, origin });
    const preview = isUuid(postId) ? await postLinkPreview(scope, postId) : null;
    if (!preview) return res.status(404).send(withHeadTags(indexHtml, unavailablePostTags()));
    return res.send(withHeadTags(indexHtml, postPreviewTags(preview, `${origin}/view-post/${postId}`)));
  };
}
