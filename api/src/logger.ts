import { AsyncLocalStorage } from 'node:async_hooks';
import { trace } from '@opentelemetry/api';
import { pino, type Logger as PinoLogger } from 'pino';

/** `silent` writes nothing; every other level writes itself and the levels above it. */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;

export interface Logger {
  /** Whether debug lines are written (callers skip building expensive debug output otherwise). */
  readonly debugEnabled: boolean;
  info(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  error(message: string, extra?: unknown): void;
  debug(message: string, extra?: unknown): void;
}

/** What every log line written while serving one request carries (`requestId`); set by the request log. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** `extra` becomes fields of the line: an Error as `err` (type, message, stack), an object as is, else `detail`. */
function fields(extra: unknown): object | undefined {
  if (extra === undefined) return undefined;
  if (extra instanceof Error) return { err: extra };
  if (typeof extra === 'object' && extra !== null && !Array.isArray(extra)) return extra;
  return { detail: extra };
}

function wrap(log: PinoLogger): Logger {
  const at =
    (level: 'info' | 'warn' | 'error' | 'debug') =>
    (message: string, extra?: unknown): void => {
      const more = fields(extra);
      if (more) log[level](more, message);
      else log[level](message);
    };
  return {
    debugEnabled: log.isLevelEnabled('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
  };
}

/**
 * Structured JSON lines (pino): `{"level":"info","time":"…","pid":…,"requestId":"…","msg":"…"}`. Info, warnings
 * and debug go to stdout, errors to stderr. Lines written while serving a request carry its `requestId`.
 */
export function createLogger(
  level: LogLevel,
  streams: { out: pino.DestinationStream; err: pino.DestinationStream } = {
    // Info and debug lines (the access log: one per request) are written asynchronously, so a request never waits
    // for the terminal or the pipe; pino writes what is pending when the process exits. Errors stay synchronous.
    out: pino.destination({ dest: 1, sync: false }),
    err: pino.destination({ dest: 2, sync: true }),
  },
): Logger {
  const log = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const context = requestContext.getStore();
        if (!context) return {};
        // with tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), the trace the line belongs to
        const span = trace.getActiveSpan();
        return span?.isRecording()
          ? { requestId: context.requestId, traceId: span.spanContext().traceId }
          : { requestId: context.requestId };
      },
    },
    pino.multistream(
      [
        { level: 'debug', stream: streams.out },
        { level: 'error', stream: streams.err },
      ],
      { dedupe: true },
    ),
  );
  return wrap(log);
}
