import { Migration } from '@mikro-orm/migrations';

/**
 * Search indexes MikroORM cannot express: trigram (pg_trgm) GIN indexes for partial, case-insensitive
 * matches on names, titles and countries, and a full-text GIN index over a post's searchable text.
 * The expressions here must stay identical to the ones in features/search/search.service.ts.
 */
export class SearchIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create index "app_user_username_trgm_idx" on "app_user" using gin (lower("username") gin_trgm_ops);');
    this.addSql(
      'create index "app_user_full_name_trgm_idx" on "app_user" using gin (lower("full_name") gin_trgm_ops);',
    );
    this.addSql('create index "post_title_trgm_idx" on "post" using gin (lower("title") gin_trgm_ops);');
    this.addSql('create index "post_country_trgm_idx" on "post" using gin (lower("country") gin_trgm_ops);');
    this.addSql(
      `create index "post_search_document_idx" on "post" using gin (to_tsvector('simple'::regconfig, "title" || ' ' || "content" || ' ' || "country" || ' ' || "category"));`,
    );
  }

  override async down(): Promise<void> {
    for (const index of [
      'post_search_document_idx',
      'post_country_trgm_idx',
      'post_title_trgm_idx',
      'app_user_full_name_trgm_idx',
      'app_user_username_trgm_idx',
    ]) {
      this.addSql(`drop index if exists "${index}";`);
    }
  }
}
