// `npm run dev`: the API with reload (tsx watch) and the Vite dev server with HMR, sharing the embedded database.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '4000';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, WEB_DIST: '/nonexistent' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${apiPort}` },
  }),
];
let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 5000).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
