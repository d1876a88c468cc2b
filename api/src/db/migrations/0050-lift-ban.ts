import { Migration } from '@mikro-orm/migrations';

/** The moderation log also records lifted bans. */
export class LiftBanAction extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "moderation_decision" drop constraint if exists "moderation_decision_action_check";');
    this.addSql(
      `alter table "moderation_decision" add constraint "moderation_decision_action_check" check ("action" in ('warn', 'ban', 'dismiss', 'delete_report', 'lift_ban'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "moderation_decision" where "action" = 'lift_ban';`);
    this.addSql('alter table "moderation_decision" drop constraint if exists "moderation_decision_action_check";');
    this.addSql(
      `alter table "moderation_decision" add constraint "moderation_decision_action_check" check ("action" in ('warn', 'ban', 'dismiss', 'delete_report'));`,
    );
  }
}
