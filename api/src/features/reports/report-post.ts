import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { REPORT_DETAILS_MAX_LENGTH } from '@culturalink/common/limits';
import { parseReportCategory } from '@culturalink/common/report-categories';
import { AppError, badInput, forbidden } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { findVisiblePost, mayReportPost, postNotFound } from '../posts/index.js';
import { requireMember } from '../../kernel/guards.js';
import { ReportStatus } from './report-category.js';
import { recordReportEvents, REPORT_ADDED } from './report-events.js';
import { Report } from './report.entity.js';

export const REPORT_RATE = { limit: 10, windowMs: 3600 * 1000 };

const alreadyReported = () =>
  new AppError('CONFLICT', 'You have already reported this post; an administrator will review it.');

/**
 * A member reports a post they can see and did not write. One OPEN report per member and post
 * (checked here and by a partial unique index); at most 10 reports an hour per member.
 */
export async function reportPost(
  scope: RequestScope,
  input: { postId: unknown; category: unknown; details: unknown },
): Promise<Report> {
  const viewer = requireMember(scope);
  const category = parseReportCategory(input.category);
  const details = typeof input.details === 'string' ? input.details.trim() : '';
  const errors = [];
  if (!category) errors.push({ field: 'category', message: 'Choose why you are reporting this post.' });
  if (!details) errors.push({ field: 'details', message: 'Please elaborate on the problem.' });
  else if (details.length > REPORT_DETAILS_MAX_LENGTH)
    errors.push({ field: 'details', message: `Keep the details under ${REPORT_DETAILS_MAX_LENGTH} characters.` });
  if (errors.length > 0) throw badInput(errors[0].message, errors);

  const post = typeof input.postId === 'string' ? await findVisiblePost(scope, input.postId) : null;
  if (!post || post.isBanned) throw postNotFound();
  if (!mayReportPost(viewer.id, post.author.id)) throw forbidden('You cannot report your own post.');
  const open = await scope.em.count(Report, { reporter: viewer.id, post: post.id, status: ReportStatus.OPEN });
  if (open > 0) throw alreadyReported();
  await scope.services.rateLimiter.consume(
    `report:${viewer.id}`,
    REPORT_RATE,
    'You have sent many reports recently. Please try again later.',
  );

  const report = scope.em.create(Report, {
    reporter: viewer,
    post,
    reportedPostId: post.id,
    postTitle: post.title.slice(0, 200),
    postAuthorId: post.author.id,
    category: category!,
    details,
  });
  recordReportEvents(scope.em, REPORT_ADDED, [report.id]);
  try {
    await scope.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw alreadyReported();
    throw error;
  }
  return report;
}
