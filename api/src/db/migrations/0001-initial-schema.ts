import { Migration } from '@mikro-orm/migrations';

/** The schema of the first release, generated from the entities by src/db/regenerate-initial-migration.ts. */
export class InitialSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "outbox_message" ("id" uuid not null, "recipient" varchar(254) not null, "subject" varchar(255) not null, "text" text not null, "html" text null, "created_at" timestamptz not null, constraint "outbox_message_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "outbox_message_to_created_idx" on "outbox_message" ("recipient", "created_at");`);
    this.addSql(
      `create table "app_user" ("id" uuid not null, "username" varchar(30) not null, "email" varchar(254) not null, "full_name" varchar(100) not null, "country" varchar(120) not null, "password_hash" varchar(255) null, "is_admin" boolean not null default false, "is_active" boolean not null default true, "is_private" boolean not null default false, "photo_path" varchar(255) null, "photo_thumb_path" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "app_user_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "app_user_created_at_idx" on "app_user" ("created_at");`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`create unique index "app_user_username_lower_unique" on "app_user" (lower("username"));`);
    this.addSql(
      `create table "trivia_fetch" ("id" uuid not null, "user_id" uuid not null, "question_ids" jsonb not null, "fetched_at" timestamptz not null, constraint "trivia_fetch_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "trivia_fetch_user_fetched_at_idx" on "trivia_fetch" ("user_id", "fetched_at");`);
    this.addSql(
      `create table "survey_response" ("id" uuid not null, "respondent_id" uuid not null, "scores" jsonb not null, "created_at" timestamptz not null, constraint "survey_response_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "survey_response" add constraint "survey_response_respondent_unique" unique ("respondent_id");`,
    );
    this.addSql(`create index "survey_response_created_at_idx" on "survey_response" ("created_at");`);
    this.addSql(
      `create table "support_conversation" ("id" uuid not null, "member_id" uuid not null, "last_message_at" timestamptz not null, "member_read_at" timestamptz not null, "moderators_read_at" timestamptz not null, "created_at" timestamptz not null, constraint "support_conversation_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "support_conversation" add constraint "support_conversation_member_unique" unique ("member_id");`,
    );
    this.addSql(
      `create index "support_conversation_last_message_idx" on "support_conversation" ("last_message_at", "id");`,
    );
    this.addSql(
      `create table "support_message" ("id" uuid not null, "conversation_id" uuid not null, "author_id" uuid null, "from_moderator" boolean not null default false, "from_bot" boolean not null default false, "body" text not null, "created_at" timestamptz not null, constraint "support_message_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "support_message_author_id_index" on "support_message" ("author_id");`);
    this.addSql(
      `create index "support_message_conversation_created_at_idx" on "support_message" ("conversation_id", "created_at", "id");`,
    );
    this.addSql(
      `create table "auth_session" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "user_agent" varchar(255) null, constraint "auth_session_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "auth_session_user_id_index" on "auth_session" ("user_id");`);
    this.addSql(`alter table "auth_session" add constraint "auth_session_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `create table "post" ("id" uuid not null, "author_id" uuid not null, "title" varchar(200) not null, "category" varchar(40) not null, "country" varchar(120) not null, "content" text not null, "image_path" varchar(255) null, "image_thumb_path" varchar(255) null, "itinerary_id" uuid null, "is_banned" boolean not null default false, "is_warned" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "post_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "post_author_created_at_idx" on "post" ("author_id", "created_at");`);
    this.addSql(`create index "post_created_at_id_idx" on "post" ("created_at", "id");`);
    this.addSql(
      `create table "report" ("id" uuid not null, "reporter_id" uuid not null, "post_id" uuid null, "reported_post_id" uuid not null, "post_title" varchar(200) not null, "post_author_id" uuid not null, "category" text check ("category" in ('VIOLENT_HATEFUL_DISTURBING', 'SCAM_FALSE_INFORMATION', 'BULLYING_HARASSMENT', 'ADULT_CONTENT')) not null, "details" text not null, "status" text check ("status" in ('OPEN', 'WARNED', 'BANNED', 'DISMISSED')) not null default 'OPEN', "decided_at" timestamptz null, "decided_by_id" uuid null, "created_at" timestamptz not null, constraint "report_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "report_reporter_id_index" on "report" ("reporter_id");`);
    this.addSql(`create index "report_post_id_index" on "report" ("post_id");`);
    this.addSql(`create index "report_created_at_id_idx" on "report" ("created_at", "id");`);
    this.addSql(
      `create unique index "report_open_per_reporter_post_unique" on "report" ("reporter_id", "post_id") where "status" = 'OPEN';`,
    );
    this.addSql(
      `create table "moderation_decision" ("id" uuid not null, "report_id" uuid null, "recorded_report_id" uuid null, "post_id" uuid null, "action" text check ("action" in ('warn', 'ban', 'dismiss', 'delete_report')) not null, "admin_id" uuid null, "admin_username" varchar(30) not null, "note" text null, "created_at" timestamptz not null, constraint "moderation_decision_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "moderation_decision_report_id_index" on "moderation_decision" ("report_id");`);
    this.addSql(`create index "moderation_decision_created_at_id_idx" on "moderation_decision" ("created_at", "id");`);
    this.addSql(
      `create table "post_like" ("id" uuid not null, "post_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, constraint "post_like_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "post_like_user_idx" on "post_like" ("user_id");`);
    this.addSql(`alter table "post_like" add constraint "post_like_pair_unique" unique ("post_id", "user_id");`);
    this.addSql(
      `create table "itinerary" ("id" uuid not null, "owner_id" uuid not null, "title" varchar(30) not null, "description" text not null default '', "tips" text not null default '', "cover_path" varchar(255) null, "cover_thumb_path" varchar(255) null, "currency" varchar(3) not null default 'PHP', "total_budget" double precision not null default 0, "forked_from_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "itinerary_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "itinerary_owner_created_at_idx" on "itinerary" ("owner_id", "created_at");`);
    this.addSql(`create index "itinerary_created_at_id_idx" on "itinerary" ("created_at", "id");`);
    this.addSql(
      `create table "itinerary_stop" ("id" uuid not null, "owner_id" uuid not null, "itinerary_id" uuid null, "position" int not null default 0, "name" varchar(200) not null, "address" varchar(300) not null default '', "description" text not null default '', "latitude" double precision not null, "longitude" double precision not null, "budget" double precision not null, "currency" varchar(3) not null default 'PHP', "types" text[] not null, "image_path" varchar(255) null, "image_thumb_path" varchar(255) null, "created_at" timestamptz not null, constraint "itinerary_stop_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "itinerary_stop_latitude_idx" on "itinerary_stop" ("latitude");`);
    this.addSql(
      `create index "itinerary_stop_itinerary_position_idx" on "itinerary_stop" ("itinerary_id", "position");`,
    );
    this.addSql(
      `create table "itinerary_rating" ("id" uuid not null, "itinerary_id" uuid not null, "user_id" uuid not null, "rating" smallint not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "itinerary_rating_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "itinerary_rating" add constraint "itinerary_rating_itinerary_user_unique" unique ("itinerary_id", "user_id");`,
    );
    this.addSql(
      `create table "follow" ("id" uuid not null, "follower_id" uuid not null, "followee_id" uuid not null, "status" text check ("status" in ('accepted', 'pending')) not null default 'accepted', "created_at" timestamptz not null, constraint "follow_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "follow_followee_status_idx" on "follow" ("followee_id", "status");`);
    this.addSql(`alter table "follow" add constraint "follow_pair_unique" unique ("follower_id", "followee_id");`);
    this.addSql(
      `create table "comment" ("id" uuid not null, "post_id" uuid not null, "author_id" uuid not null, "body" text not null, "replied_to_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "comment_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "comment_author_idx" on "comment" ("author_id");`);
    this.addSql(`create index "comment_post_created_at_idx" on "comment" ("post_id", "created_at");`);
    this.addSql(
      `create table "notification" ("id" uuid not null, "recipient_id" uuid not null, "actor_id" uuid null, "type" text check ("type" in ('like', 'follow', 'follow_request', 'follow_accepted', 'commented', 'reply', 'warn', 'reported', 'achievement', 'report_outcome')) not null, "post_id" uuid null, "comment_id" uuid null, "follow_id" uuid null, "achievement" varchar(40) null, "is_read" boolean not null default false, "created_at" timestamptz not null, constraint "notification_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "notification_post_id_index" on "notification" ("post_id");`);
    this.addSql(`create index "notification_comment_id_index" on "notification" ("comment_id");`);
    this.addSql(`create index "notification_follow_id_index" on "notification" ("follow_id");`);
    this.addSql(`create index "notification_actor_type_idx" on "notification" ("actor_id", "type");`);
    this.addSql(
      `create index "notification_recipient_created_at_idx" on "notification" ("recipient_id", "created_at", "id");`,
    );
    this.addSql(
      `create table "code_challenge" ("id" uuid not null, "purpose" varchar(20) not null, "email" varchar(254) not null, "code_hash" varchar(64) not null, "wrong_attempts" int not null default 0, "expires_at" timestamptz not null, "last_sent_at" timestamptz not null, "verified_at" timestamptz null, "consumed_at" timestamptz null, "user_id" uuid null, "username" varchar(30) null, "full_name" varchar(100) null, "country" varchar(120) null, "password_hash" varchar(255) null, "created_at" timestamptz not null, constraint "code_challenge_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "code_challenge_email_idx" on "code_challenge" ("email", "purpose", "created_at");`);
    this.addSql(
      `create table "achievement_award" ("id" uuid not null, "user_id" uuid not null, "badge" varchar(40) not null, "awarded_at" timestamptz not null, constraint "achievement_award_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "achievement_award" add constraint "achievement_award_user_badge_unique" unique ("user_id", "badge");`,
    );
    this.addSql(
      `alter table "trivia_fetch" add constraint "trivia_fetch_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "survey_response" add constraint "survey_response_respondent_id_foreign" foreign key ("respondent_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "support_conversation" add constraint "support_conversation_member_id_foreign" foreign key ("member_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "support_message" add constraint "support_message_conversation_id_foreign" foreign key ("conversation_id") references "support_conversation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "support_message" add constraint "support_message_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "auth_session" add constraint "auth_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "post" add constraint "post_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "report" add constraint "report_reporter_id_foreign" foreign key ("reporter_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "report" add constraint "report_post_id_foreign" foreign key ("post_id") references "post" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "report" add constraint "report_decided_by_id_foreign" foreign key ("decided_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "moderation_decision" add constraint "moderation_decision_report_id_foreign" foreign key ("report_id") references "report" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "moderation_decision" add constraint "moderation_decision_admin_id_foreign" foreign key ("admin_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "post_like" add constraint "post_like_post_id_foreign" foreign key ("post_id") references "post" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "post_like" add constraint "post_like_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "itinerary" add constraint "itinerary_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "itinerary" add constraint "itinerary_forked_from_id_foreign" foreign key ("forked_from_id") references "itinerary" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "itinerary_stop" add constraint "itinerary_stop_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "itinerary_stop" add constraint "itinerary_stop_itinerary_id_foreign" foreign key ("itinerary_id") references "itinerary" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "itinerary_rating" add constraint "itinerary_rating_itinerary_id_foreign" foreign key ("itinerary_id") references "itinerary" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "itinerary_rating" add constraint "itinerary_rating_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "follow" add constraint "follow_follower_id_foreign" foreign key ("follower_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "follow" add constraint "follow_followee_id_foreign" foreign key ("followee_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "comment" add constraint "comment_post_id_foreign" foreign key ("post_id") references "post" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "comment" add constraint "comment_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "comment" add constraint "comment_replied_to_id_foreign" foreign key ("replied_to_id") references "comment" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_recipient_id_foreign" foreign key ("recipient_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_actor_id_foreign" foreign key ("actor_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_post_id_foreign" foreign key ("post_id") references "post" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_comment_id_foreign" foreign key ("comment_id") references "comment" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_follow_id_foreign" foreign key ("follow_id") references "follow" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "code_challenge" add constraint "code_challenge_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "achievement_award" add constraint "achievement_award_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }
}
