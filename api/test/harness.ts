import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { startApp, type RunningApp } from '../src/app/create-app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, poolSettingsOf, type Orm } from '../src/db/orm.js';
import { createLogger, type Logger } from '../src/logger.js';

/**
 * JSON whose shape a test asserts instead of declaring (a plain-string query, a raw fetch, an untyped REST body):
 * the one `any` of the test kit, named so it stays visible. Prefer a `graphql()` document and `rest<Shape>()`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type UntypedJson = any;

export interface GraphQLResponse<T = Record<string, UntypedJson>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, UntypedJson> }[];
}

export interface RestResponse<T = UntypedJson> {
  status: number;
  body: T;
  headers: Headers;
}

export interface GqlOptions {
  token?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  url: string;
  app: RunningApp;
  orm: Orm;
  databaseUrl: string;
  dataDir: string;
  /**
   * POST /graphql as JSON. Pass a document from `graphql(\`...\`)` (api/test/gql, `npm run codegen`) to read typed data
   * and send checked variables; a plain string reads untyped data.
   */
  gql<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
    options?: GqlOptions,
  ): Promise<GraphQLResponse<TData>>;
  gql<T = Record<string, UntypedJson>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GraphQLResponse<T>>;
  /** Any REST call under the app's origin (path includes /api). JSON bodies are serialized; FormData is sent as multipart. */
  rest<T = UntypedJson>(
    method: string,
    urlPath: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string>; cookie?: string },
  ): Promise<RestResponse<T>>;
  /** A graphql-ws client; `authorization` goes in connection_init. Closed by close(). */
  wsClient(options?: { token?: string; retryAttempts?: number }): Client;
  close(): Promise<void>;
}

/**
 * Starts the whole app (real HTTP + WebSocket) on a free port against a fresh copy of the migrated
 * template database created by test/global-setup.ts; `config` overrides settings (e.g. `corsOrigins`). Call close() in afterAll.
 */
export async function startTestApp(
  options: {
    config?: Partial<Config>;
    /** an already migrated database of the test's own */ databaseUrl?: string;
    /** where the app logs (default: nowhere, or everything at debug with TEST_LOG=1) */ logger?: Logger;
  } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await freshDatabaseFromTemplate());
  const dataDir = await fs.mkdtemp(path.join(inject('tempDir'), 'app-'));
  const logger = options.logger ?? createLogger(process.env.TEST_LOG === '1' ? 'debug' : 'silent');
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl,
      webDist: path.join(dataDir, 'no-web'),
      logLevel: 'silent',
      // Test files send hundreds of requests from 127.0.0.1; the budgets' own tests set them low.
      rateLimitPoints: 100_000_000,
      webRateLimitPoints: 100_000_000,
      // two busy cores can take seconds to open a connection; the acquire timeout's own test sets it low
      databaseAcquireTimeoutMs: 30_000,
      ...options.config,
    },
  );
  const orm = await openDatabase(databaseUrl, logger, { migrate: false, pool: poolSettingsOf(config) });
  const app = await startApp({ config, logger, orm, databaseUrl });
  const url = `http://127.0.0.1:${app.port}`;
  const clients: Client[] = [];

  return {
    url,
    app,
    orm,
    databaseUrl,
    dataDir,
    async gql(document: string | TypedDocumentNode, variables?: Record<string, unknown>, options: GqlOptions = {}) {
      const query = typeof document === 'string' ? document : print(document);
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as GraphQLResponse;
      return { status: res.status, data: body.data as UntypedJson, errors: body.errors };
    },
    async rest(method, urlPath, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Token ${options.token}`;
      if (options.cookie) headers.cookie = options.cookie;
      let body: RequestInit['body'];
      if (options.body instanceof FormData) body = options.body;
      else if (typeof options.body === 'string') body = options.body;
      else if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const res = await fetch(`${url}${urlPath}`, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body: parsed as UntypedJson, headers: res.headers };
    },
    wsClient(options = {}) {
      const client = createClient({
        url: `ws://127.0.0.1:${app.port}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: options.token ? { authorization: `Token ${options.token}` } : {},
        retryAttempts: options.retryAttempts ?? 0,
        lazy: true,
      });
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((c) => c.dispose()));
      await app.close();
      await orm.close();
      if (options.databaseUrl) return; // the test's own database: the test drops it
      const { pathname } = new URL(databaseUrl);
      const cleanup = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]+$/, '/postgres') });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${pathname.slice(1)}" with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Every event of a subscription, as it arrives, with no deadline: for "nothing arrived" assertions, read
 * after a subscriber who must hear the same event has heard it (a slow machine then cannot fail the test).
 */
export function listen<T = unknown>(client: Client, query: string, variables: Record<string, unknown> = {}): T[] {
  const events: T[] = [];
  client.subscribe<T>(
    { query, variables },
    {
      next: (event) => void events.push((event.errors ? { errors: event.errors } : event.data) as T),
      error: (error) => void events.push({ error } as T),
      complete: () => undefined,
    },
  );
  return events;
}

/**
 * Every event of the subscription's root field `field`, each with the cursor of its `extensions`, as it arrives;
 * errors (in a result or of the socket) go to `errors`. For replay tests that compare cursors.
 */
export function watchWithCursors<T>(
  client: Client,
  query: string,
  field: string,
  variables: Record<string, unknown> = {},
): { got: (T & { cursor: string })[]; errors: unknown[] } {
  const got: (T & { cursor: string })[] = [];
  const errors: unknown[] = [];
  client.subscribe<Record<string, T>, { cursor?: string }>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        else got.push({ ...result.data![field]!, cursor: result.extensions!.cursor! });
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return { got, errors };
}

/** Collects the next `count` results of a subscription, failing after `timeoutMs`. */
export function collect<T = UntypedJson>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
  count = 1,
  timeoutMs = 5000,
) {
  const results: T[] = [];
  let dispose: () => void = () => undefined;
  const done = new Promise<T[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      dispose();
      reject(new Error(`subscription got ${results.length} of ${count} results within ${timeoutMs} ms`));
    }, timeoutMs);
    dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.errors) {
            clearTimeout(timer);
            dispose();
            reject(new Error(JSON.stringify(value.errors)));
            return;
          }
          results.push(value.data as T);
          if (results.length >= count) {
            clearTimeout(timer);
            dispose();
            resolve(results);
          }
        },
        error: (error) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
        },
        complete: () => undefined,
      },
    );
  });
  return { done, dispose: () => dispose() };
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The mail captured for `email`, newest first (read through GET /dev/outbox, as a developer would). */
export async function readOutbox(t: TestApp, email: string): Promise<OutboxEntry[]> {
  const res = await t.rest('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  if (res.status !== 200) throw new Error(`outbox answered ${res.status}`);
  return res.body as OutboxEntry[];
}

/** The 6-digit code of the newest mail to `email`. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const [newest] = await readOutbox(t, email);
  const code = newest && /\b(\d{6})\b/.exec(newest.text)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

/** The `extensions.code` of a GraphQL answer's first error (undefined when it succeeded). */
export function errorCode(res: { errors?: readonly { extensions?: Record<string, unknown> }[] }): string | undefined {
  const code = res.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A fresh copy of the migrated template database created by test/global-setup.ts. */
async function freshDatabaseFromTemplate(): Promise<string> {
  const templateUrl = inject('databaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`create database "${name}" template template_app`);
  await admin.end();
  return templateUrl.replace(/\/[^/]+$/, `/${name}`);
}

/** What a test selects of a mutation payload's expected failures: `createPost(...) { post { id } ${USER_ERRORS} }`. */
export const USER_ERRORS = 'userErrors { field message code }';

export interface UserErrorAnswer {
  field: string | null;
  message: string;
  code: string;
}

/** The `userErrors` of mutation `name`'s payload in a GraphQL answer (select them with USER_ERRORS); [] when none. */
export function userErrorsOf(res: { data?: unknown }, name: string): UserErrorAnswer[] {
  const payload = (res.data as Record<string, { userErrors?: UserErrorAnswer[] } | null> | null | undefined)?.[name];
  return payload?.userErrors ?? [];
}
