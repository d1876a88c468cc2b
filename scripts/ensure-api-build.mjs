// Compiles the API (api/scripts/build.mjs) when api/dist is missing or older than its sources, so `npm start`
// runs what is in the tree without rebuilding on every start.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'api');
const builtMain = path.join(api, 'dist', 'main.js');

const sources = [
  path.join(api, 'src'),
  path.join(api, 'scripts'),
  path.join(api, 'package.json'),
  path.join(api, 'tsconfig.json'),
  path.join(root, 'common', 'src'),
];
const state = buildState(builtMain, sources);

if (state !== 'fresh') {
  console.log(state === 'missing' ? 'Compiling the API (first start)...' : 'API sources changed; compiling the API...');
  execFileSync(process.execPath, [path.join(api, 'scripts', 'build.mjs')], { cwd: api, stdio: 'inherit' });
} else {
  console.log('The compiled API is up to date.');
}
