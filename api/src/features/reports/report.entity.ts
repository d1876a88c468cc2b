import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Post } from '../posts/post.entity.js';
import { ReportCategory, ReportStatus } from './report-category.js';

/**
 * A member's report of a post. The post reference is set to null when the post is deleted, and the
 * title and author id are kept as a snapshot, so the report and its decision stay reviewable.
 * A member has at most one OPEN report per post (partial unique index).
 */
@Entity({ tableName: 'report' })
@Index({ name: 'report_created_at_id_idx', properties: ['createdAt', 'id'] })
@Unique({
  name: 'report_open_per_reporter_post_unique',
  expression: `create unique index "report_open_per_reporter_post_unique" on "report" ("reporter_id", "post_id") where "status" = 'OPEN'`,
})
export class Report {
  [OptionalProps]?: 'status' | 'decidedAt' | 'decidedBy' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  reporter!: User;

  @ManyToOne(() => Post, { deleteRule: 'set null', nullable: true, index: true })
  post!: Post | null;

  /** Snapshot of the reported post, kept after it is deleted. */
  @Property({ type: 'uuid' })
  reportedPostId!: string;

  @Property({ type: 'string', length: 200 })
  postTitle!: string;

  @Property({ type: 'uuid' })
  postAuthorId!: string;

  @Enum({ items: () => ReportCategory, type: 'string', columnType: 'varchar(40)' })
  category!: ReportCategory;

  @Property({ type: 'text' })
  details!: string;

  @Enum({ items: () => ReportStatus, type: 'string', columnType: 'varchar(20)', default: ReportStatus.OPEN })
  status: ReportStatus = ReportStatus.OPEN;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  decidedBy: User | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
