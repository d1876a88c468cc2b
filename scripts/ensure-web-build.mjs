// Builds the web app when web/dist is missing or older than its sources, so `npm start` always serves
// what is in the tree without rebuilding on every start.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'web');
const builtIndex = path.join(web, 'dist', 'index.html');

// the explorer's page (graphiql.html) and the precompression step (build/) are inputs too, and so are the shared rules
const sources = ['src', 'public', 'build', 'index.html', 'graphiql.html', 'vite.config.ts', 'package.json'].map((p) =>
  path.join(web, p),
);
const state = buildState(builtIndex, [...sources, path.join(root, 'common', 'src'), path.join(root, 'schema.graphql')]);

if (state !== 'fresh') {
  console.log(
    state === 'missing' ? 'Building the web app (first start)...' : 'Web sources changed; rebuilding the web app...',
  );
  execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
} else {
  console.log('The web app is up to date.');
}
