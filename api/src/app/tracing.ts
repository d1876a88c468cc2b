import {
  context,
  diag,
  DiagLogLevel,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import pg from 'pg';
import type { Config } from '../config.js';
import { withoutLiterals } from './sql-literals.js';
import type { Logger } from '../logger.js';

/**
 * Optional OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT). Without it the spans below go to the API's
 * no-op tracer and nothing is loaded or exported. With it: one SERVER span per HTTP request (continuing a W3C
 * `traceparent` the caller sent), a span per GraphQL operation and one per PostgreSQL statement, exported over
 * OTLP/HTTP (JSON) in batches by this process.
 */
/** This process's tracer, asked of the provider registered now (a restarted tracing gets the new one). */
export const tracer = () => trace.getTracer('culturalink');

let enabled = false;

/** Whether this process exports spans (the request log skips the span work otherwise). */
export const tracingEnabled = () => enabled;

/** Runs `work` inside a SERVER span continuing the trace of `headers` (traceparent/tracestate), if any. */
export function withServerSpan<T>(
  name: string,
  headers: Record<string, string | string[] | undefined>,
  attributes: Attributes,
  work: (span: Span) => T,
): T {
  const parent = propagation.extract(context.active(), headers);
  const span = tracer().startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  return context.with(trace.setSpan(parent, span), () => work(span));
}

/** Marks a span failed (without the error's details: messages may quote user input). */
export function failSpan(span: Span, reason: string): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: reason });
}

let statementsTraced = false;

/**
 * A CLIENT span around every statement any pg.Client of this process sends (the ORM's pool, the hot reads, the
 * event log): the statement's text with every literal taken out (`withoutLiterals`; never its parameters) and its first keyword. Callback and promise forms;
 * streamed queries (submittables) are left as they are.
 */
function traceStatements(): void {
  if (statementsTraced) return;
  statementsTraced = true;
  type Query = (this: pg.Client, ...args: unknown[]) => unknown;
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function tracedQuery(this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    if (!trace.getActiveSpan() || (typeof first === 'object' && first !== null && 'submit' in first))
      return original.apply(this, args);
    const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
    const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
    const span = tracer().startSpan(operation, {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': withoutLiterals(text).slice(0, 2000),
      },
    });
    const end = (error: unknown) => {
      if (error) failSpan(span, (error as { code?: string }).code ?? 'error');
      span.end();
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (error: unknown, result: unknown) => void;
      args[last] = (error: unknown, result: unknown) => {
        end(error);
        callback(error, result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args) as Promise<unknown> | undefined;
    if (result && typeof result.then === 'function')
      result.then(
        () => end(undefined),
        (error: unknown) => end(error),
      );
    else end(undefined);
    return result;
  };
}

export interface Tracing {
  /** Sends the spans still buffered and stops exporting. */
  shutdown(): Promise<void>;
}

/**
 * Starts exporting spans when OTEL_EXPORTER_OTLP_ENDPOINT is set (to `<endpoint>/v1/traces`, with
 * OTEL_EXPORTER_OTLP_HEADERS, as service OTEL_SERVICE_NAME); else does nothing and loads nothing.
 */
export async function startTracing(config: Config, logger: Logger): Promise<Tracing | undefined> {
  const settings = config.tracing;
  if (!settings) return undefined;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  // The SDK's own complaints (an unreachable collector) become warnings of the app's log.
  diag.setLogger(
    {
      error: (message) => logger.warn(`tracing: ${message}`),
      warn: (message) => logger.warn(`tracing: ${message}`),
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
  );
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': settings.serviceName,
      'service.instance.id': `${process.pid}`,
      'deployment.environment.name': config.env,
    }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.tracesUrl, headers: settings.headers })),
    ],
  });
  provider.register(); // the AsyncLocalStorage context manager and the W3C trace-context propagator
  traceStatements();
  enabled = true;
  logger.info(`Tracing: spans go to ${new URL(settings.tracesUrl).origin} as service ${settings.serviceName}`);
  return {
    async shutdown() {
      enabled = false;
      await provider.shutdown().catch((error: unknown) => logger.warn('tracing: could not send the last spans', error));
      trace.disable();
      context.disable();
      propagation.disable();
      diag.disable();
    },
  };
}
