/**
 * Rewrites src/db/migrations/0001-initial-schema.ts from the entities:
 *   npm run db:initial -w api
 * Used only while the product is unreleased; once a database in the wild has run 0001, schema
 * changes get new migration files instead (see docs/ARCHITECTURE.md, "Database").
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './orm.js';

const orm = await MikroORM.init({ ...ormOptions('postgres://unused@127.0.0.1:1/unused'), connect: false });
const sql = await orm.schema.getCreateSchemaSQL({ wrap: false });
const statements = sql
  .split(/;\n/)
  .map((s) => s.trim().replace(/;$/, ''))
  .filter(Boolean)
  .map((s) => `    this.addSql(\`${s.replace(/[`\\]/g, (c) => `\\${c}`).replace(/\$\{/g, '\\${')};\`);`)
  .join('\n');
const file = `import { Migration } from '@mikro-orm/migrations';

/** The schema of the first release, generated from the entities by src/db/regenerate-initial-migration.ts. */
export class InitialSchema extends Migration {
  override async up(): Promise<void> {
${statements}
  }
}
`;
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/0001-initial-schema.ts');
await fs.writeFile(target, file);
console.log(`wrote ${target}`);
await orm.close();
