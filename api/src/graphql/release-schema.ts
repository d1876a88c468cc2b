/**
 * Cuts an API release (`npm run schema:release [YYYY-MM-DD]`): checks the change policy against the last
 * release, writes the schema the code builds to docs/api/schema.released.graphql, and turns the
 * changelog's "## Unreleased" section into "## <date>" under a fresh, empty "## Unreleased".
 */
import fs from 'node:fs/promises';
import { buildSchema } from 'graphql';
import { getSchema } from './schema.js';
import {
  breakingChanges,
  changelogPath,
  NOTHING_YET,
  printReleasedSchema,
  releasedSchemaPath,
  undatedDeprecations,
} from './schema-policy.js';

const date = process.argv[2] ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`The release date must read YYYY-MM-DD, not ${date}`);

const current = await getSchema();
const released = buildSchema(await fs.readFile(releasedSchemaPath, 'utf8'));
const problems = [
  ...(await breakingChanges(released, current)).map((c) => `breaking: ${c.message} (${c.path})`),
  ...undatedDeprecations(current).map((d) => `@deprecated without "since YYYY-MM-DD": ${d}`),
];
if (problems.length > 0) {
  console.error(`Not released:\n${problems.join('\n')}`);
  process.exit(1);
}

const changelog = await fs.readFile(changelogPath, 'utf8');
const unreleased = /\n## Unreleased\n([\s\S]*?)(?=\n## |$)/.exec(changelog);
const notes = unreleased?.[1]?.trim() ?? '';
if (!notes || notes === NOTHING_YET) {
  console.error(`Not released: write what changed under "## Unreleased" in ${changelogPath} first.`);
  process.exit(1);
}
await fs.writeFile(
  changelogPath,
  changelog.replace('\n## Unreleased\n', `\n## Unreleased\n\n${NOTHING_YET}\n\n## ${date}\n`),
);
await fs.writeFile(releasedSchemaPath, printReleasedSchema(current, date));
console.log(`released the API of ${date}: wrote ${releasedSchemaPath} and ${changelogPath}`);
process.exit(0);
