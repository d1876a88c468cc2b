import type { TestApp } from '../../../test/harness.js';
import { User } from '../accounts/user.entity.js';
import { Post } from '../posts/post.entity.js';
import { ReportCategory } from '../reports/report-category.js';
import { Report } from '../reports/report.entity.js';

/** An OPEN report written straight to the database (tests only). */
export async function seedReport(
  t: TestApp,
  reporterId: string,
  postId: string,
  details = 'Please review',
): Promise<string> {
  const em = t.orm.em.fork();
  const post = await em.findOneOrFail(Post, postId);
  const report = em.create(Report, {
    reporter: em.getReference(User, reporterId),
    post,
    reportedPostId: post.id,
    postTitle: post.title,
    postAuthorId: post.author.id,
    category: ReportCategory.SCAM_FALSE_INFORMATION,
    details,
  });
  await em.flush();
  return report.id;
}
