import { Migration } from '@mikro-orm/migrations';

/** The schema of the first release, generated from the entities by src/db/regenerate-initial-migration.ts. */
export class InitialSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "app_user" ("id" uuid not null, "username" varchar(30) not null, "email" varchar(254) not null, "full_name" varchar(100) not null, "country" varchar(120) not null, "password_hash" varchar(255) null, "is_admin" boolean not null default false, "is_active" boolean not null default true, "is_private" boolean not null default false, "photo_path" varchar(255) null, "photo_thumb_path" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "app_user_pkey" primary key ("id"));`);
    this.addSql(`create index "app_user_created_at_idx" on "app_user" ("created_at");`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`create unique index "app_user_username_lower_unique" on "app_user" (lower("username"));`);
    this.addSql(`create table "auth_session" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "user_agent" varchar(255) null, constraint "auth_session_pkey" primary key ("id"));`);
    this.addSql(`create index "auth_session_user_id_index" on "auth_session" ("user_id");`);
    this.addSql(`alter table "auth_session" add constraint "auth_session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "auth_session" add constraint "auth_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }
}
