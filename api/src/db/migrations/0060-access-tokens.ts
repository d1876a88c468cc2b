import { Migration } from '@mikro-orm/migrations';

/** Personal access tokens (features/access-tokens): named, scoped, hashed, revocable. */
export class AccessTokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "access_token" ("id" uuid not null, "user_id" uuid not null, "name" varchar(100) not null, "scopes" text[] not null, "token_hash" varchar(64) not null, "secret_start" varchar(16) not null, "created_at" timestamptz not null, "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "access_token_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "access_token_user_id_index" on "access_token" ("user_id");`);
    this.addSql(`alter table "access_token" add constraint "access_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "access_token" add constraint "access_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "access_token" cascade;`);
  }
}
