import { Migration } from '@mikro-orm/migrations';

/**
 * Up to four photos per post, each with its own description. A post's single image becomes its first photo; the
 * post keeps a copy of its first photo in image_path / image_thumb_path / image_alt (the cover lists and REST show).
 */
export class PostPhotos extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "post_photo" ("id" uuid not null, "post_id" uuid not null, "position" smallint not null, "path" varchar(255) not null, "thumb_path" varchar(255) not null, "alt" varchar(1500) not null default '', "created_at" timestamptz not null, constraint "post_photo_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "post_photo_post_position_idx" on "post_photo" ("post_id", "position");`);
    this.addSql(
      `alter table "post_photo" add constraint "post_photo_post_id_foreign" foreign key ("post_id") references "post" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `insert into "post_photo" ("id", "post_id", "position", "path", "thumb_path", "alt", "created_at")
       select gen_random_uuid(), "id", 0, "image_path", coalesce("image_thumb_path", "image_path"), "image_alt", "created_at"
         from "post" where "image_path" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "post_photo" cascade;`);
  }
}
