import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppProcess, type AppProcess } from './app-process.js';
import { findChromium } from './chromium.js';
import { startMapStyleStandIn } from './map-style-stand-in.js';

let app: AppProcess | undefined;
let dataDir: string | undefined;
let standIn: Awaited<ReturnType<typeof startMapStyleStandIn>> | undefined;

/** One `npm start` for all journeys, on a temporary DATA_DIR and a free port. */
export async function setup(project: TestProject) {
  findChromium(); // fail fast, with install advice, before building anything
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'culturalink-e2e-'));
  // The online street style is a local stand-in (no internet here), down unless a journey says otherwise: the maps
  // of the suite are the offline ones, after the browser's first try of the online style fails at once.
  standIn = await startMapStyleStandIn();
  app = await startAppProcess(dataDir, {
    MAP_STYLE_URL: `${standIn.url}/style.json`,
    MAP_STYLE_DARK_URL: `${standIn.url}/dark.json`,
  });
  standIn.setAppUrl(app.baseUrl);
  project.provide('baseUrl', app.baseUrl);
  project.provide('mapStyleStandIn', standIn.url);
  project.provide('dataDir', dataDir); // support/admin.ts runs the CLI against this server's database
}

export async function teardown() {
  await app?.stop();
  await standIn?.close();
  if (process.env.E2E_SHOW_SERVER_LOG === '1') console.log(app?.output());
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }); // PostgreSQL may still be closing its files
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The stand-in online map style server (support/map-style-stand-in.ts). */
    mapStyleStandIn: string;
  }
}
