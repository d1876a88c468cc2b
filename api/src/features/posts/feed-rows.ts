import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestScope } from '../../app/request-scope.js';
import type { KeysetCursor } from '../../graphql/pagination.js';
import type { User } from '../accounts/user.entity.js';
import { visiblePostsSql } from '../privacy/visibility.js';

/**
 * Feed pages read as plain rows instead of ORM entities: hydrating and tracking 20 posts with their
 * authors on every request cost far more CPU than the SQL (see "Performance" in docs/ARCHITECTURE.md).
 * The views carry the entities' property names, so GraphQL types and REST shapes read them alike.
 */

/** The member columns a post shows about its author, a liker or a commenter. */
export type MemberView = Pick<User, 'id' | 'username' | 'email' | 'fullName' | 'country' | 'isAdmin' | 'isActive' | 'isPrivate' | 'photoPath' | 'photoThumbPath' | 'createdAt'>;

/** `select` list of the member columns of `app_user` aliased `alias`, each prefixed `m_`. */
export const memberColumns = (alias: string) =>
  `${alias}.id as m_id, ${alias}.username as m_username, ${alias}.email as m_email, ${alias}.full_name as m_full_name, ${alias}.country as m_country,
   ${alias}.is_admin as m_is_admin, ${alias}.is_active as m_is_active, ${alias}.is_private as m_is_private,
   ${alias}.photo_path as m_photo_path, ${alias}.photo_thumb_path as m_photo_thumb_path, ${alias}.created_at as m_created_at`;

type MemberRow = Record<`m_${string}`, unknown>;

/** A timestamptz column as the ORM reads it (its driver leaves them as text). */
export type DateReader = (value: unknown) => Date;
export const dateReader = (em: EntityManager): DateReader => {
  const platform = em.getPlatform();
  return (value) => platform.parseDate(value as string) as Date;
};

export const memberFromRow = (row: MemberRow, toDate: DateReader): MemberView => ({
  id: row.m_id as string,
  username: row.m_username as string,
  email: row.m_email as string,
  fullName: row.m_full_name as string,
  country: row.m_country as string,
  isAdmin: row.m_is_admin as boolean,
  isActive: row.m_is_active as boolean,
  isPrivate: row.m_is_private as boolean,
  photoPath: row.m_photo_path as string | null,
  photoThumbPath: row.m_photo_thumb_path as string | null,
  createdAt: toDate(row.m_created_at),
});

/** A post as read for a list, with its author. Text is raw: masking happens on display, as for entities. */
export class PostView {
  id!: string;
  title!: string;
  category!: string;
  country!: string;
  content!: string;
  imagePath!: string | null;
  imageThumbPath!: string | null;
  itineraryId!: string | null;
  isBanned!: boolean;
  isWarned!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
  author!: MemberView;
}

interface PostRow extends MemberRow {
  id: string;
  title: string;
  category: string;
  country: string;
  content: string;
  image_path: string | null;
  image_thumb_path: string | null;
  itinerary_id: string | null;
  is_banned: boolean;
  is_warned: boolean;
  created_at: string;
  updated_at: string;
}

function postFromRow(row: PostRow, toDate: DateReader): PostView {
  const view = new PostView();
  view.id = row.id;
  view.title = row.title;
  view.category = row.category;
  view.country = row.country;
  view.content = row.content;
  view.imagePath = row.image_path;
  view.imageThumbPath = row.image_thumb_path;
  view.itineraryId = row.itinerary_id;
  view.isBanned = row.is_banned;
  view.isWarned = row.is_warned;
  view.createdAt = toDate(row.created_at);
  view.updatedAt = toDate(row.updated_at);
  view.author = memberFromRow(row, toDate);
  return view;
}

/**
 * Posts the viewer may see (the one rule of `visiblePostsSql`), newest first: optionally one
 * author's, after a keyset cursor, `limit` rows from `offset`. One SQL statement.
 */
export async function readVisiblePosts(
  scope: RequestScope,
  input: { authorId?: string; after?: KeysetCursor | null; limit: number; offset?: number },
): Promise<PostView[]> {
  const visible = visiblePostsSql(scope.viewer, 'p');
  const conditions = [visible.sql];
  const params: unknown[] = [...visible.params];
  if (input.authorId !== undefined) {
    conditions.push('p.author_id = ?');
    params.push(input.authorId);
  }
  if (input.after) {
    const at = input.after.createdAt.toISOString();
    conditions.push('(p.created_at < ?::timestamptz or (p.created_at = ?::timestamptz and p.id < ?))');
    params.push(at, at, input.after.id);
  }
  params.push(input.limit, input.offset ?? 0);
  const rows = await scope.em.execute<PostRow[]>(
    `select p.id, p.title, p.category, p.country, p.content, p.image_path, p.image_thumb_path, p.itinerary_id,
            p.is_banned, p.is_warned, p.created_at, p.updated_at, ${memberColumns('a')}
     from post p join app_user a on a.id = p.author_id
     where ${conditions.join(' and ')}
     order by p.created_at desc, p.id desc
     limit ? offset ?`,
    params,
  );
  const toDate = dateReader(scope.em);
  return rows.map((row) => postFromRow(row, toDate));
}
