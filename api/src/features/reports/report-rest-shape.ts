import type { RequestScope } from '../../app/request-scope.js';
import { restPosts } from '../posts/post-rest-shape.js';
import { restMember } from '../profiles/member-rest-shape.js';
import { ReportStatus } from './report-category.js';
import type { ReportType } from './report.types.js';

/**
 * Reports in the original's shape: the category's label, the reporter as `user`, and the post in its feed form
 * with the author as `author_data` (null once the post is gone).
 */
export async function restReports(scope: RequestScope, reports: ReportType[]) {
  const posts = reports.map((r) => r.post).filter((p) => p !== null);
  const shaped = new Map((await restPosts(scope, posts, { form: 'feed' })).map((p) => [p._id, p]));
  return reports.map((report) => {
    const post = report.post ? shaped.get(report.post.id) : undefined;
    const author = report.post?.author;
    return {
      _id: report.id,
      id: report.id,
      post_id: report.postId,
      user_id: report.reporter.id,
      category: report.categoryLabel,
      category_key: report.category,
      details: report.details,
      date_posted: report.createdAt.toISOString(),
      status: report.status,
      mark_as_warned: report.status === ReportStatus.WARNED,
      mark_as_reported: report.status === ReportStatus.BANNED,
      decided_at: report.decidedAt?.toISOString() ?? null,
      post_title: report.postTitle,
      post: post && author ? { ...post, author_data: restMember(scope, author) } : null,
      user: restMember(scope, report.reporter),
    };
  });
}
