import type { RequestScope } from '../../app/request-scope.js';
import { restPosts } from '../posts/post-rest-shape.js';
import { ReportStatus } from './report-category.js';
import type { ReportType } from './report.types.js';

/** Reports in the original product's REST shape (label as category, post with author_data, reporter as user). */
export async function restReports(scope: RequestScope, reports: ReportType[]) {
  const posts = reports.map((r) => r.post).filter((p) => p !== null);
  const shaped = new Map((await restPosts(scope, posts)).map((p) => [String(p._id), p]));
  return reports.map((report) => {
    const post = report.post ? shaped.get(report.post.id) : undefined;
    const author = report.post?.author;
    return {
      _id: report.id,
      id: report.id,
      category: report.categoryLabel,
      category_key: report.category,
      details: report.details,
      date_posted: report.createdAt.toISOString(),
      status: report.status,
      mark_as_warned: report.status === ReportStatus.WARNED,
      mark_as_reported: report.status === ReportStatus.BANNED,
      decided_at: report.decidedAt?.toISOString() ?? null,
      post_id: report.postId,
      post_title: report.postTitle,
      post:
        post && author
          ? { ...post, author_data: { id: author.id, fullname: author.fullName, user_photo: author.photoPath } }
          : null,
      user: {
        id: report.reporter.id,
        username: report.reporter.username,
        fullname: report.reporter.fullName,
        country: report.reporter.country,
      },
    };
  });
}
