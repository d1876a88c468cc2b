import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Itinerary } from './itinerary.entity.js';

/**
 * A place on an itinerary. The original client created stops before the itinerary they belong to
 * (REST `POST /create-itinerary`, then `POST /save-itinerary` with their ids), so a stop has an owner
 * and its itinerary is null while it is such a draft.
 */
@Entity({ tableName: 'itinerary_stop' })
@Index({ name: 'itinerary_stop_itinerary_position_idx', properties: ['itinerary', 'position'] })
@Index({ name: 'itinerary_stop_latitude_idx', properties: ['latitude'] })
export class Stop {
  [OptionalProps]?:
    | 'itinerary'
    | 'position'
    | 'day'
    | 'time'
    | 'address'
    | 'description'
    | 'currency'
    | 'types'
    | 'imagePath'
    | 'imageThumbPath'
    | 'imageAlt'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @ManyToOne(() => Itinerary, { nullable: true, deleteRule: 'cascade' })
  itinerary: Itinerary | null = null;

  /** The 1-based day of the itinerary it belongs to. */
  @Property({ type: 'integer', default: 1 })
  day: number = 1;

  /** The wall-clock time (HH:MM, 24-hour) in the place's own time zone, or null when none is planned. */
  @Property({ type: 'string', length: 5, nullable: true })
  time: string | null = null;

  /** 0-based order within the itinerary: by day, then within the day. */
  @Property({ type: 'integer' })
  position: number = 0;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 300 })
  address: string = '';

  @Property({ type: 'text' })
  description: string = '';

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  @Property({ type: 'double' })
  budget!: number;

  @Property({ type: 'string', length: 3 })
  currency: string = 'PHP';

  @Property({ type: 'string[]', columnType: 'text[]' })
  types: string[] = [];

  @Property({ type: 'string', length: 255, nullable: true })
  imagePath: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  imageThumbPath: string | null = null;

  /** The author's description of the photo for people who cannot see it; empty when none was written. */
  @Property({ type: 'string', length: 1500, default: '' })
  imageAlt: string = '';

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
