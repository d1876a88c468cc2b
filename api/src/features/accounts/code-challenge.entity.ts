import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CodePurpose } from './code-purpose.js';
import { User } from './user.entity.js';

/**
 * A 6-digit code e-mailed for a sign-up or a password reset. Only a salted hash of the code is kept.
 * A pending sign-up also keeps what the member typed (the password already hashed) until the code is verified.
 */
@Entity({ tableName: 'code_challenge' })
@Index({ name: 'code_challenge_email_idx', properties: ['email', 'purpose', 'createdAt'] })
export class CodeChallenge {
  [OptionalProps]?:
    | 'wrongAttempts'
    | 'verifiedAt'
    | 'consumedAt'
    | 'createdAt'
    | 'user'
    | 'username'
    | 'fullName'
    | 'country'
    | 'passwordHash';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 20 })
  purpose!: CodePurpose;

  /** Lower-cased. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 64, hidden: true })
  codeHash!: string;

  @Property({ type: 'integer', default: 0 })
  wrongAttempts: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastSentAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  verifiedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  consumedAt: Date | null = null;

  /** The member a password reset is for; null for a sign-up and for a reset asked for an unknown address. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user: User | null = null;

  @Property({ type: 'string', length: 30, nullable: true })
  username: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  fullName: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  country: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
