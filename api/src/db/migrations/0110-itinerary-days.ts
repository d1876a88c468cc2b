import { Migration } from '@mikro-orm/migrations';

/**
 * Days and times (issue #22): an itinerary may have a start date and has 1 or more days; each stop belongs to a
 * 1-based day and may have a wall-clock time in its place's zone. Existing itineraries read as one day.
 */
export class ItineraryDays extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "itinerary" add column "start_date" varchar(10) null, add column "day_count" int not null default 1;`,
    );
    this.addSql(
      `alter table "itinerary_stop" add column "day" int not null default 1, add column "time" varchar(5) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "itinerary_stop" drop column "day", drop column "time";`);
    this.addSql(`alter table "itinerary" drop column "start_date", drop column "day_count";`);
  }
}
