// Shared by ensure-web-build.mjs and ensure-api-build.mjs: is a build output older than its sources?
import fs from 'node:fs';

/** The newest modification time (ms) of a file or of anything below a folder; 0 when it does not exist. */
export function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(`${entry}/${name}`));
  return newest;
}

/** `missing` when `output` does not exist, `stale` when a source changed after it, else `fresh`. */
export function buildState(output, sources) {
  if (!fs.existsSync(output)) return 'missing';
  return Math.max(...sources.map(newestMtime)) > fs.statSync(output).mtimeMs ? 'stale' : 'fresh';
}
