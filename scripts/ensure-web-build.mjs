// Builds the web app when web/dist is missing or older than its sources, so `npm start` always serves
// what is in the tree without rebuilding on every start.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'web');
const builtIndex = path.join(web, 'dist', 'index.html');

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(web, p));
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime), newestMtime(path.join(root, 'schema.graphql')));

if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0 ? 'Building the web app (first start)...' : 'Web sources changed; rebuilding the web app...',
  );
  execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
} else {
  console.log('The web app is up to date.');
}
