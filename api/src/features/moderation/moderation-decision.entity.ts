import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Report } from '../reports/report.entity.js';

export const MODERATION_ACTIONS = ['warn', 'ban', 'dismiss', 'delete_report', 'lift_ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * One administrator decision, kept for review: who, when, what, on which report and post. The admin's
 * username and the post id are copied so the entry survives the deletion of either.
 */
@Entity({ tableName: 'moderation_decision' })
@Index({ name: 'moderation_decision_created_at_id_idx', properties: ['createdAt', 'id'] })
export class ModerationDecision {
  [OptionalProps]?: 'report' | 'recordedReportId' | 'postId' | 'note' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Report, { deleteRule: 'set null', nullable: true, index: true })
  report: Report | null = null;

  @Property({ type: 'uuid', nullable: true })
  recordedReportId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  postId: string | null = null;

  @Enum({ items: [...MODERATION_ACTIONS], type: 'string', columnType: 'varchar(20)' })
  action!: ModerationAction;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  admin!: User | null;

  @Property({ type: 'string', length: 30 })
  adminUsername!: string;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
