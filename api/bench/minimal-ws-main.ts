/** Runs the minimal graphql-ws server in its own process (bench/run.ts starts it): prints its URL. */
import { startMinimalLiveServer } from './minimal-ws-server.js';

const server = await startMinimalLiveServer();
console.log(`MINIMAL_LIVE ${server.url}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
