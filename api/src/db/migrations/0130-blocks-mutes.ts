import { Migration } from '@mikro-orm/migrations';

/**
 * Blocks and mutes (features/blocks, the privacy rule in features/privacy): `member_block` (the blocker and
 * the blocked, each pair once, probed from both sides by the privacy rule) and `member_mute` (the muter and
 * the muted, optionally until a time).
 */
export class BlocksMutes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "member_block" ("id" uuid not null, "blocker_id" uuid not null, "blocked_id" uuid not null, "created_at" timestamptz not null, constraint "member_block_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "member_block" add constraint "member_block_pair_unique" unique ("blocker_id", "blocked_id");`,
    );
    this.addSql(`create index "member_block_blocked_blocker_idx" on "member_block" ("blocked_id", "blocker_id");`);
    this.addSql(
      `alter table "member_block" add constraint "member_block_blocker_id_foreign" foreign key ("blocker_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "member_block" add constraint "member_block_blocked_id_foreign" foreign key ("blocked_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "member_mute" ("id" uuid not null, "muter_id" uuid not null, "muted_id" uuid not null, "until" timestamptz null, "created_at" timestamptz not null, constraint "member_mute_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "member_mute" add constraint "member_mute_pair_unique" unique ("muter_id", "muted_id");`);
    this.addSql(`create index "member_mute_muted_idx" on "member_mute" ("muted_id");`);
    this.addSql(
      `alter table "member_mute" add constraint "member_mute_muter_id_foreign" foreign key ("muter_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "member_mute" add constraint "member_mute_muted_id_foreign" foreign key ("muted_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "member_mute" cascade;`);
    this.addSql(`drop table if exists "member_block" cascade;`);
  }
}
