/** Runs the baseline server in its own process (bench/run.ts starts it): prints its URL. */
import { startBaselineServer } from './baseline-server.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const server = await startBaselineServer(databaseUrl);
console.log(`BASELINE ${server.url}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
