// `npm start`: builds the web app and compiles the API when their sources changed, then runs the compiled server
// in this very process. The npm script starts it with `exec`, so no shell sits between npm and the server:
// the SIGINT/SIGTERM npm forwards (from a supervisor, not only Ctrl-C in a terminal) reach the server's shutdown.
import './ensure-web-build.mjs';
import './ensure-api-build.mjs';

process.setSourceMapsEnabled(true); // stack traces point at the TypeScript sources
await import('../api/dist/main.js');
