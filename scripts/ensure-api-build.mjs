// Compiles the API (api/scripts/build.mjs) when api/dist is missing or older than its sources, so `npm start`
// runs what is in the tree without rebuilding on every start.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'api');
const builtMain = path.join(api, 'dist', 'main.js');

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const sources = [
  path.join(api, 'src'),
  path.join(api, 'scripts'),
  path.join(api, 'package.json'),
  path.join(api, 'tsconfig.json'),
  path.join(root, 'common', 'src'),
];
const builtAt = fs.existsSync(builtMain) ? fs.statSync(builtMain).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));

if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Compiling the API (first start)...' : 'API sources changed; compiling the API...');
  execFileSync(process.execPath, [path.join(api, 'scripts', 'build.mjs')], { cwd: api, stdio: 'inherit' });
} else {
  console.log('The compiled API is up to date.');
}
