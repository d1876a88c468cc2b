import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_NAMES } from './config.js';
import { parseStorageUrl } from './providers/storage/storage-url.js';

const problemsOf = (env: NodeJS.ProcessEnv): readonly string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the settings were accepted');
};

describe('settings', () => {
  it('works offline with nothing set, and takes empty variables as unset', () => {
    for (const env of [{}, { PORT: '', LOG_LEVEL: '', NODE_ENV: ' ', TRUST_PROXY: '', PUBLIC_URL: '' }]) {
      const config = loadConfig(env);
      expect(config).toMatchObject({
        env: 'development',
        port: 4000,
        host: '0.0.0.0',
        databaseUrl: undefined,
        publicUrl: undefined,
        smtpUrl: undefined,
        mailFrom: 'CulturaLink <no-reply@culturalink.local>',
        devOutbox: true,
        trustProxy: false,
        logLevel: 'info',
        rateLimitScale: 1,
        rateLimitPoints: 100_000,
        webRateLimitPoints: 2_000_000,
        placesUrl: undefined,
        directionsUrl: undefined,
        exchangeRatesUrl: undefined,
        mapStyle: 'online',
        mapStyleUrl: undefined,
        mapStyleDarkUrl: undefined,
        corsOrigins: [],
        eventRetentionDays: 7,
        webConcurrency: 1,
        drainDelayMs: 0,
        tracing: undefined,
      });
      expect(path.isAbsolute(config.dataDir) && config.dataDir.endsWith('.data')).toBe(true);
      expect(config.webDist.endsWith(path.join('web', 'dist'))).toBe(true);
    }
  });

  it('reads and types every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: 'some/dir',
      DATABASE_URL: 'postgres://app:secret@db:5432/culturalink',
      WEB_DIST: '/srv/web',
      PUBLIC_URL: 'https://culturalink.example.org',
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: 'CulturaLink <hello@example.org>',
      DEV_OUTBOX: 'true',
      TRUST_PROXY: 'TRUE',
      LOG_LEVEL: 'debug',
      RATE_LIMIT_SCALE: '2.5',
      RATE_LIMIT_POINTS: '600',
      RATE_LIMIT_WEB_POINTS: '9000',
      PLACES_URL: 'https://photon.example.org',
      DIRECTIONS_URL: 'http://osrm.local:5000',
      EXCHANGE_RATES_URL: 'https://rates.example.org/latest/usd.json',
      MAP_STYLE: 'offline',
      MAP_STYLE_URL: 'https://tiles.example.org/style.json',
      MAP_STYLE_DARK_URL: 'https://tiles.example.org/dark.json',
      CORS_ORIGINS: 'http://localhost:5173, https://culturalink.com/',
      EVENT_RETENTION_DAYS: '2.5',
      WEB_CONCURRENCY: '3',
      STORAGE_URL: 's3://key:secret@minio:9000/uploads?forcePathStyle=true&tls=false',
      WEBHOOK_RETRY_BASE_MS: '5000',
      DATABASE_POOL_SIZE: '8',
      DATABASE_ACQUIRE_TIMEOUT_MS: '1500',
      DRAIN_DELAY_MS: '4000',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
      OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=k',
      OTEL_SERVICE_NAME: 'culturalink-eu',
    });
    expect(config).toEqual({
      env: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('some/dir'),
      databaseUrl: 'postgres://app:secret@db:5432/culturalink',
      webDist: '/srv/web',
      publicUrl: 'https://culturalink.example.org',
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      mailFrom: 'CulturaLink <hello@example.org>',
      devOutbox: true,
      trustProxy: 1,
      logLevel: 'debug',
      rateLimitScale: 2.5,
      rateLimitPoints: 600,
      webRateLimitPoints: 9000,
      placesUrl: 'https://photon.example.org',
      directionsUrl: 'http://osrm.local:5000',
      exchangeRatesUrl: 'https://rates.example.org/latest/usd.json',
      mapStyle: 'offline',
      mapStyleUrl: 'https://tiles.example.org/style.json',
      mapStyleDarkUrl: 'https://tiles.example.org/dark.json',
      corsOrigins: ['http://localhost:5173', 'https://culturalink.com'],
      eventRetentionDays: 2.5,
      webConcurrency: 3,
      storageUrl: 's3://key:secret@minio:9000/uploads?forcePathStyle=true&tls=false',
      webhooksAllowLoopback: false,
      webhookRetryBaseMs: 5000,
      databasePoolSize: 8,
      databaseAcquireTimeoutMs: 1500,
      drainDelayMs: 4000,
      tracing: {
        tracesUrl: 'http://otel-collector:4318/v1/traces',
        headers: { 'x-api-key': 'k' },
        serviceName: 'culturalink-eu',
      },
    });
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.example' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devOutbox).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }).webhooksAllowLoopback).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.example', WEBHOOKS_ALLOW_LOOPBACK: 'true' }),
    ).toThrow(/WEBHOOKS_ALLOW_LOOPBACK must not be true when NODE_ENV is production/);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('never trusts every proxy: TRUST_PROXY is a hop count or a list of addresses', () => {
    for (const value of ['yes', '*', '0.0.0.0/0x', '10.0.0.0/33', '11', 'proxy.example.org', '1.2.3']) {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([
        `TRUST_PROXY must be a hop count from 0 to 10, or a comma-separated list of proxy addresses or CIDR ranges (never "everything"), got "${value}"`,
      ]);
    }
  });

  it('refuses a typo in NODE_ENV or LOG_LEVEL instead of falling back', () => {
    expect(problemsOf({ LOG_LEVEL: 'verbose' })).toEqual([
      'LOG_LEVEL must be one of silent, error, warn, info, debug, got "verbose"',
    ]);
    expect(problemsOf({ NODE_ENV: 'prod' })).toEqual([
      'NODE_ENV must be one of production, development, test, got "prod"',
    ]);
  });

  it('runs one worker per CPU in production and one process elsewhere, unless WEB_CONCURRENCY says', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://culturalink.example.org' };
    expect(loadConfig(production).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ ...production, WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test' }).webConcurrency).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development', WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2);
  });

  it('refuses a STORAGE_URL that names no bucket or no credentials, without repeating the secret', () => {
    expect(problemsOf({ STORAGE_URL: 's3://minio:9000/uploads' })).toEqual([
      'STORAGE_URL must carry the access key and secret (s3://KEY:SECRET@...)',
    ]);
    expect(problemsOf({ STORAGE_URL: 'https://key:hush@minio:9000/uploads' })).toEqual([
      'STORAGE_URL must be an s3://KEY:SECRET@HOST[:PORT]/BUCKET URL',
    ]);
    expect(problemsOf({ STORAGE_URL: 's3://key:hush@minio:9000/' })).toEqual([
      'STORAGE_URL must be an s3://KEY:SECRET@HOST[:PORT]/BUCKET URL',
    ]);
  });

  it("checks exactly the variables of the README's settings table", () => {
    const readme = fs.readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../README.md'),
      'utf8',
    );
    const table = readme.slice(
      readme.indexOf('## Settings'),
      readme.indexOf('\n## ', readme.indexOf('## Settings') + 1),
    );
    const documented = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]);
    expect([...documented].sort()).toEqual([...SETTING_NAMES].sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('reads how browsers get pictures from STORAGE_URL and refuses what it does not know', () => {
    const base = 's3://key:hush@minio:9000/uploads?forcePathStyle=true&tls=false';
    expect(parseStorageUrl(base)).toMatchObject({
      endpoint: 'http://minio:9000',
      publicUrl: undefined,
      presign: undefined,
    });
    expect(parseStorageUrl(`${base}&presign=true`).presign).toEqual({ seconds: 300, endpoint: 'http://minio:9000' });
    expect(
      parseStorageUrl(`${base}&presign=1&presignSeconds=900&presignEndpoint=https://objects.example.org/`).presign,
    ).toEqual({ seconds: 900, endpoint: 'https://objects.example.org' });
    const refused = {
      '&presign=yes': 'STORAGE_URL presign must be true or false',
      '&presign=true&presignSeconds=30':
        'STORAGE_URL presignSeconds must be a whole number of seconds from 60 to 604800',
      '&presign=true&presignSeconds=604801':
        'STORAGE_URL presignSeconds must be a whole number of seconds from 60 to 604800',
      '&presign=true&presignEndpoint=objects.example.org':
        'STORAGE_URL presignEndpoint must be an http(s)://host[:port] address, without a path',
      '&presign=true&presignEndpoint=https://objects.example.org/bucket':
        'STORAGE_URL presignEndpoint must be an http(s)://host[:port] address, without a path',
      '&presignSeconds=600': 'STORAGE_URL presignSeconds and presignEndpoint need presign=true',
      '&presign=true&publicUrl=https://cdn.example.org':
        'STORAGE_URL takes publicUrl (a public bucket) or presign=true (a private one), not both',
      '&publicURL=https://cdn.example.org':
        'STORAGE_URL has an unknown parameter "publicURL" (known: region, forcePathStyle, tls, publicUrl, presign, presignSeconds, presignEndpoint)',
      '&tls=no': 'STORAGE_URL gives tls more than once',
      '&region=eu-west-1&presign=maybe': 'STORAGE_URL presign must be true or false',
    };
    for (const [query, problem] of Object.entries(refused))
      expect(problemsOf({ STORAGE_URL: `${base}${query}` }), query).toEqual([problem]);
  });

  it('requires PUBLIC_URL in production (invitation and reset e-mails link to it)', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'PUBLIC_URL must be set when NODE_ENV is production (the address members reach the app at, for links in e-mails)',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://culturalink.example.org' }).publicUrl).toBe(
      'https://culturalink.example.org',
    );
  });

  it('refuses numbers out of range or not numbers, naming the variable and the value', () => {
    for (const [name, value] of [
      ['PORT', '65536'],
      ['PORT', '-1'],
      ['PORT', '80.5'],
      ['PORT', 'http'],
      ['RATE_LIMIT_SCALE', '0.5'],
      ['RATE_LIMIT_SCALE', '1001'],
      ['RATE_LIMIT_SCALE', 'lots'],
      ['RATE_LIMIT_POINTS', '5'],
      ['RATE_LIMIT_WEB_POINTS', '5'],
      ['WEB_CONCURRENCY', '0'],
      ['WEB_CONCURRENCY', '1.5'],
    ]) {
      const [problem] = problemsOf({ [name]: value });
      expect(problem).toMatch(new RegExp(`^${name} must be a (whole )?number from \\d+ to \\d+, got "${value}"$`));
    }
  });

  it('refuses URLs that are not URLs or of the wrong kind', () => {
    for (const name of [
      'PUBLIC_URL',
      'PLACES_URL',
      'DIRECTIONS_URL',
      'EXCHANGE_RATES_URL',
      'MAP_STYLE_URL',
      'MAP_STYLE_DARK_URL',
    ]) {
      expect(problemsOf({ [name]: 'localhost:8080' })).toEqual([
        `${name} must be an http:// or https:// URL, got "localhost:8080"`,
      ]);
      expect(problemsOf({ [name]: 'ftp://example.org' })).toHaveLength(1);
    }
  });

  it('refuses CORS origins that are not bare origins', () => {
    for (const value of [
      'localhost:5173',
      'http://localhost:5173/app',
      '*',
      'ftp://example.org',
      'http://a.test,nope',
    ]) {
      expect(problemsOf({ CORS_ORIGINS: value })).toEqual([
        `CORS_ORIGINS must be a comma-separated list of origins such as http://localhost:5173 (scheme, host and port only), got ${JSON.stringify(value)}`,
      ]);
    }
  });

  it('never repeats the value of a variable that may hold a password', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/app' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ]);
    expect(problemsOf({ SMTP_URL: 'mail.example.org:hunter2' })).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL',
    ]);
  });

  it('lists every bad variable at once', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'x', LOG_LEVEL: 'loud', PUBLIC_URL: 'nope' });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems.map((problem) => problem.split(' ')[0])).toEqual(['PORT', 'PUBLIC_URL', 'LOG_LEVEL']);
    expect(error!.message).toMatch(/^Invalid settings:\n {2}- PORT /);
  });

  it('lets code override validated settings', () => {
    expect(loadConfig({ PORT: '5000' }, { port: 0, placesUrl: 'http://127.0.0.1:1' })).toMatchObject({
      port: 0,
      placesUrl: 'http://127.0.0.1:1',
    });
  });

  it('stops the server at boot with the message and exit code 1', async () => {
    const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { ...process.env, LOG_LEVEL: 'chatty', NODE_ENV: 'test' },
      timeout: 20_000,
    });
    const failure = await run.then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('LOG_LEVEL must be one of silent, error, warn, info, debug, got "chatty"');
    expect(failure?.stderr).not.toContain('    at ');
  });
});
