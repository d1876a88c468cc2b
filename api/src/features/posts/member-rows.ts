import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../accounts/user.entity.js';

/**
 * Members as plain rows, for lists that show an author, a liker or a commenter next to each item
 * (see feed-rows.ts): no entity hydration, the entity's property names.
 */

/** The member columns a post shows about its author, a liker or a commenter. */
export type MemberView = Pick<
  User,
  | 'id'
  | 'username'
  | 'email'
  | 'fullName'
  | 'country'
  | 'isAdmin'
  | 'isActive'
  | 'isPrivate'
  | 'photoPath'
  | 'photoThumbPath'
  | 'createdAt'
>;

/** The `app_user` columns of a MemberView, each read as `m_<column>`. */
const MEMBER_COLUMNS = [
  'id',
  'username',
  'email',
  'full_name',
  'country',
  'is_admin',
  'is_active',
  'is_private',
  'photo_path',
  'photo_thumb_path',
  'created_at',
];

/** `select` list of the member columns of `app_user` aliased `alias`, each prefixed `m_`. */
export const memberColumns = (alias: string) =>
  MEMBER_COLUMNS.map((column) => `${alias}.${column} as m_${column}`).join(', ');

/** The same columns as `json_build_object` arguments with the same `m_` keys, for members aggregated into a row. */
export const memberJsonPairs = (alias: string) =>
  MEMBER_COLUMNS.map((column) => `'m_${column}', ${alias}.${column}`).join(', ');

export type MemberRow = Record<`m_${string}`, unknown>;

/** A timestamptz column as the ORM reads it (its driver leaves them as text). */
export type DateReader = (value: unknown) => Date;
export const dateReader = (em: EntityManager): DateReader => {
  const platform = em.getPlatform();
  return (value) => platform.parseDate(value as string) as Date;
};

/** A member read from a row. `createdAt` is parsed when first read: lists of posts rarely show it. */
class MemberRowView implements MemberView {
  id: string;
  username: string;
  email: string;
  fullName: string;
  country: string;
  isAdmin: boolean;
  isActive: boolean;
  isPrivate: boolean;
  photoPath: string | null;
  photoThumbPath: string | null;
  #createdAt: unknown;
  #toDate: DateReader;

  constructor(row: MemberRow, toDate: DateReader) {
    this.id = row.m_id as string;
    this.username = row.m_username as string;
    this.email = row.m_email as string;
    this.fullName = row.m_full_name as string;
    this.country = row.m_country as string;
    this.isAdmin = row.m_is_admin as boolean;
    this.isActive = row.m_is_active as boolean;
    this.isPrivate = row.m_is_private as boolean;
    this.photoPath = row.m_photo_path as string | null;
    this.photoThumbPath = row.m_photo_thumb_path as string | null;
    this.#createdAt = row.m_created_at;
    this.#toDate = toDate;
  }

  get createdAt(): Date {
    if (!(this.#createdAt instanceof Date)) this.#createdAt = this.#toDate(this.#createdAt);
    return this.#createdAt as Date;
  }
}

export const memberFromRow = (row: MemberRow, toDate: DateReader): MemberView => new MemberRowView(row, toDate);
