import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { getSchema } from './schema.js';

export const schemaFilePath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema.graphql');

export async function printSchemaSorted(): Promise<string> {
  const header = '# Generated from the TypeGraphQL schema by `npm run codegen`. Do not edit by hand.\n\n';
  return header + printSchema(lexicographicSortSchema(await getSchema())) + '\n';
}
