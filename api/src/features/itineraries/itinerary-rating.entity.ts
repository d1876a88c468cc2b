import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Itinerary } from './itinerary.entity.js';

/** One member's 1..5 rating of an itinerary; rating again replaces it. */
@Entity({ tableName: 'itinerary_rating' })
@Unique({ name: 'itinerary_rating_itinerary_user_unique', properties: ['itinerary', 'user'] })
export class ItineraryRating {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Itinerary, { deleteRule: 'cascade' })
  itinerary!: Itinerary;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'smallint' })
  rating!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
