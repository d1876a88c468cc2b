import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/** A member's trip plan: text, a budget in one currency and ordered stops (stop.entity.ts). */
@Entity({ tableName: 'itinerary' })
@Index({ name: 'itinerary_created_at_id_idx', properties: ['createdAt', 'id'] })
@Index({ name: 'itinerary_owner_created_at_idx', properties: ['owner', 'createdAt'] })
export class Itinerary {
  [OptionalProps]?:
    | 'description'
    | 'tips'
    | 'coverPath'
    | 'coverThumbPath'
    | 'currency'
    | 'totalBudget'
    | 'forkedFrom'
    | 'startDate'
    | 'dayCount'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @Property({ type: 'string', length: 30 })
  title!: string;

  @Property({ type: 'text' })
  description: string = '';

  /** Paragraphs separated by newlines; **bold** is rendered by the web. */
  @Property({ type: 'text' })
  tips: string = '';

  /** Public paths (under /uploads) of the re-encoded cover and its thumbnail. */
  @Property({ type: 'string', length: 255, nullable: true })
  coverPath: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  coverThumbPath: string | null = null;

  /** ISO 4217 code. */
  @Property({ type: 'string', length: 3 })
  currency: string = 'PHP';

  @Property({ type: 'double' })
  totalBudget: number = 0;

  /** The date of day 1 (YYYY-MM-DD), or null for a plan without dates. */
  @Property({ type: 'string', length: 10, nullable: true })
  startDate: string | null = null;

  /** How many days it has, from 1; every stop's `day` is within them. */
  @Property({ type: 'integer', default: 1 })
  dayCount: number = 1;

  /** The itinerary this one was copied from; cleared when the original is deleted. */
  @ManyToOne(() => Itinerary, { nullable: true, deleteRule: 'set null' })
  forkedFrom: Itinerary | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
