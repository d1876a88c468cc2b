import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.js';

// docker-compose.yml and deploy/Caddyfile, checked without Docker (CI also runs `docker compose config` where
// Docker exists): two stateless replicas behind a proxy that routes on /readyz, PostgreSQL, MinIO, secrets
// from the environment, restart policies and an init process everywhere.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: string;
  init?: boolean;
  restart?: string;
  command?: string[] | string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
  profiles?: string[];
  stop_grace_period?: string;
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;
const caddyfile = read('deploy/Caddyfile')
  .split('\n')
  .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
  .filter(Boolean);

/** What `docker compose` makes of `${NAME}`, `${NAME:-default}`, `${NAME:?message}` and `$$`, given `env`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value
    .replace(/\$\{([A-Z][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) => {
      const given = env[name];
      if (given) return given;
      if (kind === '?') throw new Error(`${name}: ${rest}`);
      return kind === '-' ? (rest ?? '') : '';
    })
    .replace(/\$\$/g, '$');
}

const secrets = { POSTGRES_PASSWORD: 'pg-secret', MINIO_ROOT_PASSWORD: 'root-secret', S3_SECRET_KEY: 'app-secret' };
const exampleEnv = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
const env = { ...exampleEnv, ...secrets };
const appEnv = (name: string) =>
  Object.fromEntries(
    Object.entries(services[name]!.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), env)]),
  );

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, MinIO with its bucket, two app replicas and a reverse proxy', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'minio', 'minio-init', 'app-1', 'app-2', 'proxy']),
    );
    expect(services.postgres!.image).toMatch(/^postgres:/);
    expect(services.minio!.image).toMatch(/^minio\/minio/);
    expect(services.proxy!.image).toMatch(/^caddy:2/);
    for (const app of ['app-1', 'app-2']) expect(services[app]!.build).toBe('.');
  });

  it('gives every long-running service a restart policy and an init process', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'mailpit') continue; // optional mail catcher (profile "mail")
      expect(service.init, name).toBe(true);
      expect(name === 'minio-init' ? ['on-failure'] : ['always', 'unless-stopped'], name).toContain(service.restart);
    }
  });

  it('starts the replicas after PostgreSQL is healthy and the bucket exists, and health-checks /readyz', () => {
    for (const app of ['app-1', 'app-2']) {
      expect(services[app]!.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        'minio-init': { condition: 'service_completed_successfully' },
      });
      expect(services[app]!.healthcheck!.test.join(' ')).toContain('/readyz');
    }
  });

  it('configures the replicas alike, stateless and valid for the app: external database, bucket, one proxy', () => {
    expect(appEnv('app-1')).toEqual(appEnv('app-2'));
    const settings = appEnv('app-1');
    const config = loadConfig(settings); // throws on any invalid value, as the app would at start
    expect(config.env).toBe('production');
    expect(config.databaseUrl).toBe('postgres://culturalink:pg-secret@postgres:5432/culturalink');
    expect(config.storageUrl).toMatch(/^s3:\/\/culturalink-app:app-secret@minio:9000\/culturalink\?/);
    expect(config.trustProxy).toBe(1);
    expect(config.publicUrl).toBe(exampleEnv.PUBLIC_URL);
    // nothing written to a volume of the app: uploads are in MinIO, the database in PostgreSQL
    expect(services['app-1']!.volumes).toBeUndefined();
    // the init container creates the very bucket the replicas use
    const bucket = /@minio:9000\/([^?]+)/.exec(config.storageUrl!)![1];
    expect(String(services['minio-init']!.command)).toContain(`mc mb --ignore-existing local/${bucket}`);
  });

  it('takes every secret from the environment and refuses to start without it', () => {
    const text = read('docker-compose.yml');
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
    for (const name of ['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'S3_SECRET_KEY', 'S3_ACCESS_KEY']) {
      expect(text).toContain(`\${${name}:?`);
      expect(() => interpolate(`\${${name}:?set ${name}}`, { ...env, [name]: '' })).toThrow(name);
      expect(Object.keys(exampleEnv)).toContain(name);
    }
    expect(services.postgres!.environment!.POSTGRES_PASSWORD).toBe('${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}');
  });

  it('mounts deploy/Caddyfile into the proxy, the one service with public ports besides the optional mail catcher', () => {
    expect(services.proxy!.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const published = Object.entries(services).filter(([, service]) => service.ports && !service.profiles);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
  });
});

describe('deploy/Caddyfile', () => {
  const directive = (name: string) => caddyfile.filter((line) => line.split(/\s+/)[0] === name);

  it('balances between exactly the two replicas of the compose file, on their port', () => {
    const port = appEnv('app-1').PORT;
    expect(directive('to')).toEqual([`to app-1:${port} app-2:${port}`]);
    expect(directive('reverse_proxy')).toEqual(['reverse_proxy {']);
  });

  it('routes on /readyz, so a starting or draining replica gets no new requests, and retries the other', () => {
    expect(directive('health_uri')).toEqual(['health_uri /readyz']);
    // a stopping replica says 503 on /readyz, still serving, for longer than the proxy takes to see it ...
    const seconds = (name: string) => Number(/^\S+\s+(\d+)s$/.exec(directive(name)[0]!)![1]);
    const noticedWithinMs = (seconds('health_interval') + seconds('health_timeout')) * 1000;
    const { drainDelayMs } = loadConfig(appEnv('app-1'));
    expect(drainDelayMs).toBeGreaterThan(noticedWithinMs);
    // ... and Docker waits for the drain and the shutdown after it before it kills the container
    const grace = Number(/^(\d+)s$/.exec(String(services['app-1']!.stop_grace_period))![1]) * 1000;
    expect(grace).toBeGreaterThanOrEqual(drainDelayMs + 15_000);
    expect(directive('health_status')).toEqual(['health_status 200']);
    expect(directive('health_interval')).toHaveLength(1);
    expect(directive('lb_try_duration')).toHaveLength(1);
  });

  it('passes WebSocket upgrades through (no header of the upgrade removed) and keeps them open on reload', () => {
    const removed = caddyfile.filter((line) => /^header_up\s+-(Upgrade|Connection)\b/i.test(line));
    expect(removed).toEqual([]);
    expect(directive('stream_close_delay')).toHaveLength(1);
  });

  it('never serves /metrics to the public, and sends a request id', () => {
    expect(caddyfile).toContain('@private path /metrics /metrics/*');
    expect(caddyfile).toContain('respond @private 404');
    expect(directive('header_up')).toContain('header_up X-Request-Id {http.request.uuid}');
  });
});

describe('Dockerfile', () => {
  /** The instructions of each stage, continuation lines joined and comments left out. */
  const stages = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .reduce<string[][]>((all, line) => {
      if (/^FROM\s/i.test(line)) all.push([]);
      all.at(-1)?.push(line);
      return all;
    }, []);
  const runtime = stages.at(-1)!;
  const instruction = (stage: string[], name: string) => stage.filter((line) => line.startsWith(`${name} `));
  const stageNamed = (name: string) => stages.find((stage) => new RegExp(`\\sAS\\s+${name}$`, 'i').test(stage[0]!))!;

  it('runs the compiled server with node itself, under an init process, as a user other than root', () => {
    expect(instruction(runtime, 'ENTRYPOINT')).toEqual(['ENTRYPOINT ["/usr/bin/tini", "--"]']);
    const command = JSON.parse(instruction(runtime, 'CMD')[0]!.slice(4)) as string[];
    expect(command[0]).toBe('node');
    expect(command.at(-1)).toBe('api/dist/main.js');
    expect(command.join(' ')).not.toMatch(/tsx|npm/);
    const users = instruction(runtime, 'USER');
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^USER\s+(root|0)(:|$)/);
    // tini is installed in that very stage
    expect(instruction(runtime, 'RUN').join(' ')).toMatch(/apt-get install [^&]*\btini\b/);
  });

  it('ships production dependencies only, and the built API and web app', () => {
    const copies = instruction(runtime, 'COPY');
    const modules = copies.filter((line) => /node_modules/.test(line));
    expect(modules).toHaveLength(1);
    const from = /--from=(\S+)/.exec(modules[0]!)![1]!;
    const installs = instruction(stageNamed(from), 'RUN').join(' ');
    expect(installs).toMatch(/npm ci [^&]*--omit=dev/);
    expect(copies.some((line) => /api\/dist/.test(line))).toBe(true);
    expect(copies.some((line) => /web\/dist/.test(line))).toBe(true);
    // no TypeScript sources or development tools in the image
    expect(copies.some((line) => /\/src\b|COPY \. /.test(line))).toBe(false);
    expect(instruction(runtime, 'ENV').join(' ')).toContain('NODE_ENV=production');
  });

  it('leaves secrets and local state out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', '.data', 'node_modules', '.git']) expect(ignored).toContain(entry);
  });
});

describe('the compiled API', () => {
  it('loads at run time only Node built-ins and production dependencies of api (all the image has)', async () => {
    const { build } = await import('esbuild');
    // @ts-expect-error: a plain JavaScript module of the build scripts
    const { buildOptions } = (await import('../scripts/build-options.mjs')) as {
      buildOptions: (api: string, outdir: string) => import('esbuild').BuildOptions;
    };
    const api = path.join(root, 'api');
    const result = await build({ ...buildOptions(api, path.join(api, '.dist-check')), write: false, metafile: true });
    const loaded = new Set<string>();
    for (const output of Object.values(result.metafile!.outputs))
      for (const imported of output.imports)
        if (imported.external && !imported.path.startsWith('node:'))
          loaded.add(
            imported.path
              .split('/')
              .slice(0, imported.path.startsWith('@') ? 2 : 1)
              .join('/'),
          );
    const { dependencies } = JSON.parse(read('api/package.json')) as { dependencies: Record<string, string> };
    const builtins = new Set((await import('node:module')).builtinModules);
    const missing = [...loaded].filter((name) => !(name in dependencies) && !builtins.has(name));
    expect(missing).toEqual([]);
    // the optional tracing SDK is among them, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set
    expect(loaded).toContain('@opentelemetry/sdk-trace-node');
  });
});
