import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  logLevel: 'silent' | 'info' | 'debug';
  /** Multiplies every rate limit (default 1). Only test set-ups where many clients share one address raise it. */
  rateLimitScale: number;
  /** Photon/Nominatim-compatible geocoder instead of the offline gazetteer. */
  placesUrl: string | undefined;
  /** OSRM-compatible routing service instead of straight legs. */
  directionsUrl: string | undefined;
  /** Live exchange rates (fawazahmed0 currency-api layout) instead of the shipped snapshot. */
  exchangeRatesUrl: string | undefined;
  /** Any online MapLibre style instead of the offline one served at /map/style.json. */
  mapStyleUrl: string | undefined;
}

function readInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} must be a whole number from 0 to 65535, got "${value}"`);
  }
  return parsed;
}

function readScale(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 1 || parsed > 1000)
    throw new Error(`RATE_LIMIT_SCALE must be a number from 1 to 1000, got "${value}"`);
  return parsed;
}

/** Every setting comes from the environment, is validated once, and has a default that works offline. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  const logLevel = env.LOG_LEVEL === 'silent' || env.LOG_LEVEL === 'debug' ? env.LOG_LEVEL : 'info';
  return {
    env: nodeEnv,
    port: readInt('PORT', env.PORT, 4000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'web/dist')),
    publicUrl: env.PUBLIC_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'CulturaLink <no-reply@culturalink.local>',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel,
    rateLimitScale: readScale(env.RATE_LIMIT_SCALE),
    placesUrl: env.PLACES_URL || undefined,
    directionsUrl: env.DIRECTIONS_URL || undefined,
    exchangeRatesUrl: env.EXCHANGE_RATES_URL || undefined,
    mapStyleUrl: env.MAP_STYLE_URL || undefined,
    ...overrides,
  };
}
