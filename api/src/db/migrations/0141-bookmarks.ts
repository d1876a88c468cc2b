import { Migration } from '@mikro-orm/migrations';

/**
 * Bookmarks (features/bookmarks): `post_bookmark`, the posts a member saved for later, each pair once, read
 * newest first per member (a private list: only its member reads it).
 */
export class Bookmarks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "post_bookmark" ("id" uuid not null, "member_id" uuid not null, "post_id" uuid not null, "created_at" timestamptz not null, constraint "post_bookmark_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "post_bookmark" add constraint "post_bookmark_member_post_unique" unique ("member_id", "post_id");`,
    );
    this.addSql(
      `create index "post_bookmark_member_newest_idx" on "post_bookmark" ("member_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(`create index "post_bookmark_post_idx" on "post_bookmark" ("post_id");`);
    this.addSql(
      `alter table "post_bookmark" add constraint "post_bookmark_member_id_foreign" foreign key ("member_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "post_bookmark" add constraint "post_bookmark_post_id_foreign" foreign key ("post_id") references "post" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "post_bookmark" cascade;`);
  }
}
