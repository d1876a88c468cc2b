import { randomUUID } from 'node:crypto';
import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** A member of CulturaLink. Usernames and e-mails are unique regardless of letter case. */
@Entity({ tableName: 'app_user' })
@Index({ name: 'app_user_created_at_idx', properties: ['createdAt'] })
@Unique({
  name: 'app_user_username_lower_unique',
  expression: 'create unique index "app_user_username_lower_unique" on "app_user" (lower("username"))',
})
@Unique({ name: 'app_user_email_unique', properties: ['email'] })
export class User {
  [OptionalProps]?:
    'passwordHash' | 'isAdmin' | 'isActive' | 'isPrivate' | 'photoPath' | 'photoThumbPath' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 30 })
  username!: string;

  /** Stored lower-cased and trimmed. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 100 })
  fullName!: string;

  @Property({ type: 'string', length: 120 })
  country!: string;

  /** argon2id; null for an account an admin created whose owner has not set a password yet. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true, lazy: true })
  passwordHash: string | null = null;

  @Property({ type: 'boolean', default: false })
  isAdmin: boolean = false;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'boolean', default: false })
  isPrivate: boolean = false;

  /** Public path of the re-encoded profile photo and its thumbnail, under /uploads. */
  @Property({ type: 'string', length: 255, nullable: true })
  photoPath: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  photoThumbPath: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
