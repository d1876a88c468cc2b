/** Writes ../schema.graphql from the TypeGraphQL schema (npm run codegen runs this first). */
import fs from 'node:fs/promises';
import { printSchemaSorted, schemaFilePath } from './print-schema.js';

await fs.writeFile(schemaFilePath, await printSchemaSorted());
console.log(`wrote ${schemaFilePath}`);
