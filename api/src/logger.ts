/** A tiny leveled logger; the app logs little and to stdout, so no library is needed. */
export type LogLevel = 'silent' | 'info' | 'debug';

export interface Logger {
  /** Whether debug lines are written (callers skip building expensive debug output otherwise). */
  readonly debugEnabled: boolean;
  info(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  error(message: string, extra?: unknown): void;
  debug(message: string, extra?: unknown): void;
}

export function createLogger(level: LogLevel): Logger {
  const write = (kind: string, message: string, extra?: unknown) => {
    const line = `[${new Date().toISOString()}] ${kind} ${message}`;
    if (extra === undefined) console.log(line);
    else if (extra instanceof Error) console.log(line, extra.stack ?? extra.message);
    else console.log(line, extra);
  };
  return {
    debugEnabled: level === 'debug',
    info: (m, e) => level !== 'silent' && write('info ', m, e),
    warn: (m, e) => level !== 'silent' && write('warn ', m, e),
    error: (m, e) => write('error', m, e),
    debug: (m, e) => level === 'debug' && write('debug', m, e),
  };
}
