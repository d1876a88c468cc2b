// Compiles the API to JavaScript in api/dist: main.js (the server) and cli.js, with shared chunks and source maps
// (settings in build-options.mjs).
// The output is written next to dist and swapped in, so a concurrent `npm start` never runs half a build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildOptions } from './build-options.mjs';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(api, 'dist');
const staging = path.join(api, `.dist-${process.pid}`);

const started = performance.now();
fs.rmSync(staging, { recursive: true, force: true });
try {
  await build(buildOptions(api, staging));
  fs.writeFileSync(path.join(staging, 'package.json'), '{ "type": "module" }\n');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.renameSync(staging, dist);
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
console.log(`Built the API into api/dist in ${Math.round(performance.now() - started)} ms.`);
