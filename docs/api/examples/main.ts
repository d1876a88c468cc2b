/**
 * Runs the tour against a server: `API_URL=http://127.0.0.1:4000 TOKEN=clpat_… IMAGE=photo.jpg npx tsx main.ts`
 * (README.md says how to start a server whose webhooks may reach this machine).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { runTour } from './tour';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const token = process.env.TOKEN;
const imagePath = process.env.IMAGE;
if (!token || !imagePath) {
  console.error('Set TOKEN (a personal access token with READ and WRITE) and IMAGE (a JPEG or PNG file).');
  process.exit(2);
}

const report = await runTour({
  apiUrl,
  token,
  image: { content: new Blob([new Uint8Array(await fs.readFile(imagePath))]), filename: path.basename(imagePath) },
  log: (line) => console.log(line),
});
console.log(JSON.stringify(report, null, 2));
