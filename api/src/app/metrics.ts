import client from 'prom-client';

/**
 * The process's Prometheus metrics, served at /metrics. One registry per process (the tests start many apps in
 * one process; those share it). Other modules record through the small functions below, never prom-client.
 * Under WEB_CONCURRENCY > 1 /metrics sums every worker's registry (cluster-metrics.ts): each gauge says how
 * its figures combine (`aggregator`, a sum unless stated).
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by route (Express pattern or a fixed bucket such as /graphql, /uploads, web), method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const graphqlOperationDuration = new client.Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL operations over HTTP by operation name and type',
  labelNames: ['operation', 'type'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

const errors = new client.Counter({
  name: 'app_errors_total',
  help: 'Errors answered, by code (RATE_LIMITED, UNAUTHENTICATED, INTERNAL_SERVER_ERROR, ...) and door (graphql, rest)',
  labelNames: ['code', 'door'] as const,
  registers: [registry],
});

const rateLimitRefusals = new client.Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused by a rate limit',
  registers: [registry],
});

export const openSockets = new client.Gauge({
  name: 'websocket_connections',
  help: 'Open GraphQL WebSocket connections',
  registers: [registry],
});

export const activeSubscriptions = new client.Gauge({
  name: 'graphql_subscriptions',
  help: 'Active GraphQL subscriptions',
  registers: [registry],
});

/** Counts every subscription once its source stream listens: the signal a test waits on before publishing. */
export const startedSubscriptions = new client.Counter({
  name: 'graphql_subscriptions_started_total',
  help: 'GraphQL subscriptions started (each counted once its event stream is registered on the bus)',
  registers: [registry],
});

const eventLogs = new Set<() => Promise<number>>();

new client.Gauge({
  name: 'event_log_lag',
  help: 'Events written to the event log that this process has not delivered to its subscribers yet',
  registers: [registry],
  aggregator: 'max', // across workers: the one that trails most
  async collect() {
    let lag = 0;
    for (const read of eventLogs) lag = Math.max(lag, await read().catch(() => 0));
    this.set(lag);
  },
});

/** Adds an event bus to event_log_lag; returns the function that removes it. */
export function watchEventLog(read: () => Promise<number>): () => void {
  eventLogs.add(read);
  return () => eventLogs.delete(read);
}

interface PoolFigures {
  used: number;
  free: number;
  pending: number;
}
const pools = new Set<() => PoolFigures>();

new client.Gauge({
  name: 'db_pool_connections',
  help: 'Database connections of the ORM pool, by state (used, free, pending = requests waiting for one)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const total = { used: 0, free: 0, pending: 0 };
    for (const read of pools) {
      const figures = read();
      total.used += figures.used;
      total.free += figures.free;
      total.pending += figures.pending;
    }
    for (const state of ['used', 'free', 'pending'] as const) this.set({ state }, total[state]);
  },
});

/** Adds a pool to db_pool_connections; returns the function that removes it (when the app closes). */
export function watchPool(read: () => PoolFigures): () => void {
  pools.add(read);
  return () => pools.delete(read);
}

export function countError(code: string, door: 'graphql' | 'rest'): void {
  errors.inc({ code, door });
}

export function countRateLimitRefusal(): void {
  rateLimitRefusals.inc();
}

const MAX_OPERATION_NAMES = 200;
const operationNames = new Set<string>();

/** Operation names come from clients: the first 200 distinct names get their own series, later ones are `other`. */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return '(anonymous)';
  const label = name.slice(0, 64);
  if (operationNames.has(label)) return label;
  if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
  operationNames.add(label);
  return label;
}
