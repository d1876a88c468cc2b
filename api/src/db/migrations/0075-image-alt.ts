import { Migration } from '@mikro-orm/migrations';

/** The description (alt text) an author writes for a post image or a stop photo; empty when none was written. */
export class ImageAlt extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "post" add column "image_alt" varchar(1500) not null default '';`);
    this.addSql(`alter table "itinerary_stop" add column "image_alt" varchar(1500) not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "post" drop column "image_alt";`);
    this.addSql(`alter table "itinerary_stop" drop column "image_alt";`);
  }
}
