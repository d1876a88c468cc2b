import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './logger.js';
import { parseStorageUrl } from './providers/storage/storage-url.js';

// api/src/config.ts, or a file of the compiled api/dist (scripts/build.mjs keeps every output file at that depth).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** Where embedded PostgreSQL, uploads and other local state live. */
  dataDir: string;
  /** When set, an external PostgreSQL is used instead of the embedded one. */
  databaseUrl: string | undefined;
  /** Where the built web app is served from (absent: API only). */
  webDist: string;
  /** The address members reach the app at, for absolute links (e-mails such as invitations, the map style). */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Without SMTP_URL, whether mail is kept in the local outbox readable at GET /dev/outbox (from this
   * machine, never through a proxy). On by default in development and tests; off in production, where
   * mail without SMTP only goes to the log (DEV_OUTBOX=true turns it on, e.g. for the e2e suite).
   */
  devOutbox: boolean;
  /**
   * Which reverse proxies' X-Forwarded-* headers are believed: `false` (none), a hop count (the client
   * is the address that many proxies in front), or the proxies' addresses / CIDR ranges. Never "all".
   */
  trustProxy: false | number | string[];
  logLevel: LogLevel;
  /** Multiplies every rate limit (default 1). Only test set-ups where many clients share one address raise it. */
  rateLimitScale: number;
  /**
   * The budget, in cost points per 5 minutes, of each personal access token, each OAuth app (per member) and each
   * guest address (default 100,000; app/budgets.ts).
   */
  rateLimitPoints: number;
  /** The budget, in cost points per 5 minutes, of one member's web sessions together (default 2,000,000). */
  webRateLimitPoints: number;
  /** Photon/Nominatim-compatible geocoder instead of the offline gazetteer. */
  placesUrl: string | undefined;
  /** OSRM-compatible routing service instead of straight legs. */
  directionsUrl: string | undefined;
  /** Live exchange rates (fawazahmed0 currency-api layout) instead of the shipped snapshot. */
  exchangeRatesUrl: string | undefined;
  /**
   * `online` (default): the browser draws an online street style when it can reach it, else the offline one served
   * at /map/style.json; `offline`: only the offline one (map-style/map-styles.ts).
   */
  mapStyle: 'online' | 'offline';
  /** The online MapLibre style (default OpenFreeMap's Liberty); with mapStyleDarkUrl, the one for the light theme. */
  mapStyleUrl: string | undefined;
  /** The online style for the dark theme (default OpenFreeMap's Dark with the default style, else mapStyleUrl). */
  mapStyleDarkUrl: string | undefined;
  /** Other origins (scheme://host:port) whose pages may call /api, /graphql and /uploads with credentials. */
  corsOrigins: string[];
  /** How long the event log keeps events, hence how far back a live subscription can resume (days). */
  eventRetentionDays: number;
  /** An S3-compatible bucket for uploads (`s3://KEY:SECRET@HOST[:PORT]/BUCKET?...`); unset: DATA_DIR/uploads. */
  storageUrl: string | undefined;
  /** How many worker processes serve the port (node:cluster); 1 runs the app in the main process itself. */
  webConcurrency: number;
  /** Webhooks may use http:// and loopback addresses (local development and tests only; never in production). */
  webhooksAllowLoopback: boolean;
  /** The wait after a webhook's first failed try (ms); each next wait is 5 times longer (default 30 s). */
  webhookRetryBaseMs: number;
  /** Connections of the ORM's pool in each process (default 20; the hot-read and live pools come beside it). */
  databasePoolSize: number;
  /**
   * How long a request waits for a database connection when every one is busy (ms, default 3000): past it,
   * 503 SERVICE_UNAVAILABLE with Retry-After instead of a request that hangs.
   */
  databaseAcquireTimeoutMs: number;
  /**
   * OpenTelemetry tracing, on when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans are sent over OTLP/HTTP to
   * `tracesUrl` (`<endpoint>/v1/traces`) with `headers` (OTEL_EXPORTER_OTLP_HEADERS), as `serviceName`.
   */
  tracing: { tracesUrl: string; headers: Record<string, string>; serviceName: string } | undefined;
  /**
   * On shutdown, how long the process keeps serving with /readyz at 503 before it closes WebSockets and stops
   * taking connections (ms, default 0), so the proxy's health checks route new traffic away first.
   */
  drainDelayMs: number;
}

export const DEFAULT_DATABASE_POOL_SIZE = 20;
export const DEFAULT_DATABASE_ACQUIRE_TIMEOUT_MS = 3000;

/** A setting that is wrong: the message names every bad variable (and its value, unless it may hold a password). */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Their values may hold a password, so error messages never repeat them. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'STORAGE_URL', 'OTEL_EXPORTER_OTLP_HEADERS']);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

const url = (protocols: readonly string[], what: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be ${what}` },
  );

const webUrl = url(['http:', 'https:'], 'an http:// or https:// URL');

/** `scheme://host[:port]` of a web page, exactly as browsers send it in `Origin` (no path, no trailing slash). */
function isWebOrigin(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === value;
  } catch {
    return false;
  }
}

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  )
  .refine((origins) => origins.every(isWebOrigin), {
    error: 'must be a comma-separated list of origins such as http://localhost:5173 (scheme, host and port only)',
  });

const numberFrom = (min: number, max: number, { whole }: { whole: boolean }) => {
  const rule = `must be a ${whole ? 'whole number' : 'number'} from ${min} to ${max}`;
  return z
    .string()
    .refine((value) => {
      const parsed = Number(value);
      return (
        value.trim() !== '' &&
        Number.isFinite(parsed) &&
        (!whole || Number.isInteger(parsed)) &&
        parsed >= min &&
        parsed <= max
      );
    }, rule)
    .transform(Number);
};

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`) or one of Express's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(value: string): boolean {
  if (PROXY_NAMES.has(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d+$/.test(bits) && width <= (family === 4 ? 32 : 128);
}

/** `0`/`false`: none; a whole number: that many hops (`true` = 1); else a comma-separated list of proxies. */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  const lower = value.toLowerCase();
  if (lower === '0' || lower === 'false') return false;
  if (lower === 'true') return 1;
  if (/^\d+$/.test(lower) && Number(lower) <= 10) return Number(lower);
  const proxies = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (proxies.length === 0 || !proxies.every(isProxyAddress)) {
    context.addIssue({
      code: 'custom',
      message:
        'must be a hop count from 0 to 10, or a comma-separated list of proxy addresses or CIDR ranges (never "everything")',
    });
    return z.NEVER;
  }
  return proxies;
});

/** `key=value,key2=value2` (values percent-encoded), as OpenTelemetry's OTEL_EXPORTER_OTLP_HEADERS. */
const headerList = z.string().transform((value, context): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const item of value.split(',')) {
    if (!item.trim()) continue;
    const at = item.indexOf('=');
    const name = at > 0 ? item.slice(0, at).trim() : '';
    let text: string | undefined;
    try {
      text = decodeURIComponent(item.slice(at + 1).trim());
    } catch {
      text = undefined;
    }
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || text === undefined) {
      context.addIssue({ code: 'custom', message: 'must be a comma-separated list of name=value pairs' });
      return z.NEVER;
    }
    headers[name] = text;
  }
  return headers;
});

/** Every variable is optional (unset or empty means the default); a given value must be valid. */
const settingsSchema = z.object({
  NODE_ENV: oneOf(['production', 'development', 'test']).optional(),
  PORT: numberFrom(0, 65535, { whole: true }).optional(),
  HOST: z.string().optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL').optional(),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: webUrl.optional(),
  SMTP_URL: url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().optional(),
  DEV_OUTBOX: oneOf(['true', 'false']).optional(),
  TRUST_PROXY: trustProxy.optional(),
  LOG_LEVEL: oneOf(LOG_LEVELS).optional(),
  RATE_LIMIT_SCALE: numberFrom(1, 1000, { whole: false }).optional(),
  RATE_LIMIT_POINTS: numberFrom(10, 100_000_000, { whole: true }).optional(),
  RATE_LIMIT_WEB_POINTS: numberFrom(10, 100_000_000, { whole: true }).optional(),
  PLACES_URL: webUrl.optional(),
  DIRECTIONS_URL: webUrl.optional(),
  EXCHANGE_RATES_URL: webUrl.optional(),
  MAP_STYLE: oneOf(['online', 'offline']).optional(),
  MAP_STYLE_URL: webUrl.optional(),
  MAP_STYLE_DARK_URL: webUrl.optional(),
  CORS_ORIGINS: originList.optional(),
  EVENT_RETENTION_DAYS: numberFrom(0.01, 365, { whole: false }).optional(),
  WEB_CONCURRENCY: numberFrom(1, 256, { whole: true }).optional(),
  STORAGE_URL: z
    .string()
    .superRefine((value, context) => {
      try {
        parseStorageUrl(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    .optional(),
  WEBHOOKS_ALLOW_LOOPBACK: oneOf(['true', 'false']).optional(),
  WEBHOOK_RETRY_BASE_MS: numberFrom(1, 3_600_000, { whole: true }).optional(),
  DATABASE_POOL_SIZE: numberFrom(1, 500, { whole: true }).optional(),
  DATABASE_ACQUIRE_TIMEOUT_MS: numberFrom(50, 120_000, { whole: true }).optional(),
  DRAIN_DELAY_MS: numberFrom(0, 60_000, { whole: true }).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: webUrl.optional(),
  OTEL_EXPORTER_OTLP_HEADERS: headerList.optional(),
  OTEL_SERVICE_NAME: z
    .string()
    .regex(/^[\w.:/-]{1,100}$/, 'must be 1 to 100 letters, digits or . _ : / -')
    .optional(),
});

/** Every variable the app reads (the README's settings table lists each one). */
export const SETTING_NAMES: readonly string[] = Object.keys(settingsSchema.shape);

type SettingName = keyof typeof settingsSchema.shape;

function readSettings(env: NodeJS.ProcessEnv) {
  const given = Object.fromEntries(
    Object.keys(settingsSchema.shape).flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const result = settingsSchema
    .superRefine((settings, context) => {
      for (const name of ['OTEL_EXPORTER_OTLP_HEADERS', 'OTEL_SERVICE_NAME'] as const)
        if (settings[name] !== undefined && !settings.OTEL_EXPORTER_OTLP_ENDPOINT)
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'needs OTEL_EXPORTER_OTLP_ENDPOINT (tracing is off without it)',
          });
      if (settings.NODE_ENV === 'production' && settings.WEBHOOKS_ALLOW_LOOPBACK === 'true')
        context.addIssue({
          code: 'custom',
          path: ['WEBHOOKS_ALLOW_LOOPBACK'],
          message: 'must not be true when NODE_ENV is production (webhooks could reach this server itself)',
        });
      if (settings.NODE_ENV === 'production' && !settings.PUBLIC_URL)
        context.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message:
            'must be set when NODE_ENV is production (the address members reach the app at, for links in e-mails)',
        });
    })
    .safeParse(given);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0]) as SettingName;
      return SECRET_VARIABLES.has(name) || given[name] === undefined
        ? `${name} ${issue.message}`
        : `${name} ${issue.message}, got ${JSON.stringify(given[name])}`;
    }),
  );
}

/**
 * Every setting comes from the environment and is validated once, here: a wrong value (a typo in LOG_LEVEL,
 * a port out of range, a URL that is not one) throws a ConfigError naming it instead of falling back silently.
 * Unset or empty variables take a default that works offline.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const settings = readSettings(env);
  return {
    env: settings.NODE_ENV ?? 'development',
    port: settings.PORT ?? 4000,
    host: settings.HOST ?? '0.0.0.0',
    dataDir: path.resolve(settings.DATA_DIR ?? path.join(repoRoot, '.data')),
    databaseUrl: settings.DATABASE_URL,
    webDist: path.resolve(settings.WEB_DIST ?? path.join(repoRoot, 'web/dist')),
    publicUrl: settings.PUBLIC_URL,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM ?? 'CulturaLink <no-reply@culturalink.local>',
    devOutbox: settings.DEV_OUTBOX ? settings.DEV_OUTBOX === 'true' : settings.NODE_ENV !== 'production',
    trustProxy: settings.TRUST_PROXY ?? false,
    logLevel: settings.LOG_LEVEL ?? 'info',
    rateLimitScale: settings.RATE_LIMIT_SCALE ?? 1,
    rateLimitPoints: settings.RATE_LIMIT_POINTS ?? 100_000,
    webRateLimitPoints: settings.RATE_LIMIT_WEB_POINTS ?? 2_000_000,
    placesUrl: settings.PLACES_URL,
    directionsUrl: settings.DIRECTIONS_URL,
    exchangeRatesUrl: settings.EXCHANGE_RATES_URL,
    mapStyle: settings.MAP_STYLE ?? 'online',
    mapStyleUrl: settings.MAP_STYLE_URL,
    mapStyleDarkUrl: settings.MAP_STYLE_DARK_URL,
    corsOrigins: settings.CORS_ORIGINS ?? [],
    eventRetentionDays: settings.EVENT_RETENTION_DAYS ?? 7,
    // one worker per CPU in production; one process in development and tests (tsx watch, debuggers, the test harness)
    webConcurrency: settings.WEB_CONCURRENCY ?? (settings.NODE_ENV === 'production' ? os.availableParallelism() : 1),
    storageUrl: settings.STORAGE_URL,
    webhooksAllowLoopback: settings.WEBHOOKS_ALLOW_LOOPBACK === 'true',
    webhookRetryBaseMs: settings.WEBHOOK_RETRY_BASE_MS ?? 30_000,
    databasePoolSize: settings.DATABASE_POOL_SIZE ?? DEFAULT_DATABASE_POOL_SIZE,
    databaseAcquireTimeoutMs: settings.DATABASE_ACQUIRE_TIMEOUT_MS ?? DEFAULT_DATABASE_ACQUIRE_TIMEOUT_MS,
    drainDelayMs: settings.DRAIN_DELAY_MS ?? 0,
    tracing: settings.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          tracesUrl: `${settings.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`,
          headers: settings.OTEL_EXPORTER_OTLP_HEADERS ?? {},
          serviceName: settings.OTEL_SERVICE_NAME ?? 'culturalink',
        }
      : undefined,
    ...overrides,
  };
}

/** For the entry points: a bad setting prints what is wrong and stops the process (exit code 1), without a stack. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
