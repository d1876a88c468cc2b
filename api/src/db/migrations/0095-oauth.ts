import { Migration } from '@mikro-orm/migrations';

/**
 * OAuth 2 (features/oauth): apps members register, single-use authorization codes, refresh tokens; an app's
 * access tokens are rows of `access_token` tied to the app and to the grant (the code) they descend from.
 */
export class OAuth extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "oauth_app" ("id" uuid not null, "owner_id" uuid not null, "name" varchar(100) not null, "client_id" varchar(64) not null, "secret_hash" varchar(64) null, "redirect_uris" text[] not null, "created_at" timestamptz not null, constraint "oauth_app_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "oauth_app_owner_id_index" on "oauth_app" ("owner_id");`);
    this.addSql(`alter table "oauth_app" add constraint "oauth_app_client_id_unique" unique ("client_id");`);
    this.addSql(
      `alter table "oauth_app" add constraint "oauth_app_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "oauth_authorization_code" ("id" uuid not null, "code_hash" varchar(64) not null, "app_id" uuid not null, "user_id" uuid not null, "redirect_uri" text not null, "scopes" text[] not null, "code_challenge" varchar(128) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "oauth_authorization_code_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "oauth_authorization_code" add constraint "oauth_authorization_code_code_hash_unique" unique ("code_hash");`,
    );
    this.addSql(`create index "oauth_authorization_code_app_id_index" on "oauth_authorization_code" ("app_id");`);
    this.addSql(`create index "oauth_authorization_code_user_id_index" on "oauth_authorization_code" ("user_id");`);
    this.addSql(
      `alter table "oauth_authorization_code" add constraint "oauth_authorization_code_app_id_foreign" foreign key ("app_id") references "oauth_app" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "oauth_authorization_code" add constraint "oauth_authorization_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "oauth_refresh_token" ("id" uuid not null, "token_hash" varchar(64) not null, "app_id" uuid not null, "user_id" uuid not null, "grant_id" uuid not null, "scopes" text[] not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, constraint "oauth_refresh_token_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "oauth_refresh_token" add constraint "oauth_refresh_token_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "oauth_refresh_token_app_id_index" on "oauth_refresh_token" ("app_id");`);
    this.addSql(`create index "oauth_refresh_token_user_id_index" on "oauth_refresh_token" ("user_id");`);
    this.addSql(`create index "oauth_refresh_token_grant_id_index" on "oauth_refresh_token" ("grant_id");`);
    this.addSql(
      `alter table "oauth_refresh_token" add constraint "oauth_refresh_token_app_id_foreign" foreign key ("app_id") references "oauth_app" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "oauth_refresh_token" add constraint "oauth_refresh_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "access_token" add column "app_id" uuid null, add column "grant_id" uuid null;`);
    this.addSql(`create index "access_token_app_id_index" on "access_token" ("app_id");`);
    this.addSql(`create index "access_token_grant_id_index" on "access_token" ("grant_id");`);
    this.addSql(
      `alter table "access_token" add constraint "access_token_app_id_foreign" foreign key ("app_id") references "oauth_app" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "access_token" drop constraint if exists "access_token_app_id_foreign";`);
    this.addSql(`alter table "access_token" drop column if exists "app_id", drop column if exists "grant_id";`);
    this.addSql(`drop table if exists "oauth_refresh_token" cascade;`);
    this.addSql(`drop table if exists "oauth_authorization_code" cascade;`);
    this.addSql(`drop table if exists "oauth_app" cascade;`);
  }
}
