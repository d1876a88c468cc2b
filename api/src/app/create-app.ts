import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.js';
import type { Orm } from '../db/orm.js';
import { createApolloServer } from '../graphql/apollo.js';
import { explorerPage } from '../graphql/explorer-page.js';
import { isFreeGraphQLRequest, mayBeFreeRequest } from '../graphql/free-operation.js';
import { graphqlMultipart } from '../graphql/multipart-uploads.js';
import { getSchema } from '../graphql/schema.js';
import { attachGraphQLWebSocket } from '../graphql/websocket.js';
import type { Logger } from '../logger.js';
import { createMailSender } from '../providers/mail/create-mail-sender.js';
import { outboxRoute } from '../providers/mail/outbox-route.js';
import { requestFacts } from '../rest/handler.js';
import { restBodyParsers } from '../rest/body.js';
import { DEFAULT_AVATAR_PATH, serveDefaultAvatar } from '../rest/default-avatar.js';
import { createRestRouter } from '../rest/router.js';
import { mapStyleRoutes } from '../features/map-style/map-style.routes.js';
import { getPlaceIndex } from '../providers/places/place-index.js';
import { mapStyleOrigins } from '../features/map-style/index.js';
import { oauthMetadataRoute, oauthRoutes } from '../features/oauth/oauth.rest.js';
import { connectionCloser } from './connection-close.js';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, TIMEOUT_CHECK_INTERVAL_MS } from './http-timeouts.js';
import { crossOriginAccess } from './cross-origin.js';
import { BackgroundWork } from './background-work.js';
import { createPostgresEventBus } from './event-bus.js';
import { metricsRoute } from './cluster-metrics.js';
import { watchEventLog, watchPool } from './metrics.js';
import { httpErrorHandler } from './http-errors.js';
import { JSON_BODY_LIMIT_BYTES, refuseDeclaredOversize } from './body-limits.js';
import { refuseChunkedOversize } from './chunked-body-limit.js';
import { RateLimiter } from './rate-limiter.js';
import { createGraphQLScope, scopeBuiltFor } from './scope.js';
import { proxyTrust } from './client-address.js';
import { requestRateLimit } from './request-rate-limit.js';
import { requestLog } from './request-log.js';
import type { AppServices } from './services.js';
import { precompressedAssets } from './precompressed-assets.js';
import { startJobQueue } from './job-queue.js';
import { createFileStore } from '../providers/storage/create-file-store.js';
import { uploadsRoute } from './uploads-route.js';
import { startTracing } from './tracing.js';
import { webAppPage } from './web-app-page.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface RunningApp {
  url: string;
  port: number;
  services: AppServices;
  close(): Promise<void>;
}

/** Assembles one process: REST, GraphQL over HTTP and WebSocket, uploads, the web app, on one port. */
export async function startApp(options: {
  config: Config;
  logger: Logger;
  orm: Orm;
  databaseUrl: string;
}): Promise<RunningApp> {
  const { config, logger, orm } = options;
  const tracing = await startTracing(config, logger);
  const events = await createPostgresEventBus(options.databaseUrl, logger, {
    retentionDays: config.eventRetentionDays,
  });
  const mailer = createMailSender(config, logger, orm);
  const files = createFileStore(config);
  const services: AppServices = {
    config,
    logger,
    orm,
    events,
    rateLimiter: new RateLimiter(orm, { scale: config.rateLimitScale }),
    mailer,
    files,
    background: new BackgroundWork(logger),
  };
  if (files.localDir) fs.mkdirSync(files.localDir, { recursive: true });

  const app = express();
  app.disable('x-powered-by');
  const trust = proxyTrust(config);
  app.set('trust proxy', trust);
  app.use(requestLog(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...mapStyleOrigins(config), ...files.directOrigins],
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:', ...mapStyleOrigins(config)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // the API explorer's stylesheet carries its fonts inline
          fontSrc: ["'self'", 'data:'],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.env === 'production',
    }),
  );
  app.use(cookieParser());

  let draining = false;
  const stopWatchingEvents = watchEventLog(async () => (await events.health()).lag);
  const stopWatchingPool = watchPool(() => {
    const pool = (orm.em.getConnection().getKnex().client as { pool?: KnexPool }).pool;
    return { used: pool?.numUsed() ?? 0, free: pool?.numFree() ?? 0, pending: pool?.numPendingAcquires() ?? 0 };
  });

  // /healthz: the database answers (and how far this process's event delivery trails the log). /readyz: the same,
  // and 503 as soon as the process starts shutting down, so a proxy sends new traffic elsewhere while it drains.
  const checkDatabase = async (_req: Request, res: Response) => {
    try {
      await orm.em.getConnection().execute('select 1');
      // `worker`: which process of a WEB_CONCURRENCY cluster answered (0 when the app runs alone)
      res.json({ status: 'ok', worker: cluster.worker?.id ?? 0, events: await events.health() });
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'database' });
    }
  };
  app.get('/healthz', checkDatabase);
  app.get('/readyz', async (req, res) => {
    if (draining) return void res.status(503).json({ status: 'draining' });
    await checkDatabase(req, res);
  });
  app.get('/metrics', metricsRoute);

  if (config.devOutbox && !config.smtpUrl) app.get('/dev/outbox', outboxRoute(orm));

  app.use('/map', mapStyleRoutes(config));

  const crossOrigin = crossOriginAccess(config);
  app.use(
    '/uploads',
    crossOrigin,
    // Pictures are shown by pages on other origins too (the original client's <img> tags).
    (_req: Request, res: Response, next: NextFunction) => {
      res.set('Cross-Origin-Resource-Policy', 'cross-origin');
      next();
    },
    uploadsRoute(files, logger),
  );

  const httpServer = http.createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    app,
  );
  const closer = connectionCloser(httpServer);
  const schema = await getSchema();
  const ws = attachGraphQLWebSocket(httpServer, schema, services, events, trust);
  const apollo = createApolloServer(schema, services, httpServer);
  await apollo.start();
  const jobQueue = await startJobQueue(services, options.databaseUrl);

  app.get('/graphql', explorerPage(config.webDist));
  const generalLimit = requestRateLimit(services);
  // A small JSON body is read before the general limit, which does not count a query asking only for its own
  // limit; any other body only after it, so a client past its limit costs no parsing. A body that cannot be
  // read is answered after the limit, so that answer carries the RateLimit headers too.
  const parseJson = refuseChunkedOversize(express.json({ limit: JSON_BODY_LIMIT_BYTES }), JSON_BODY_LIMIT_BYTES);
  const jsonBody = (req: Request, res: Response, next: (error?: unknown) => void) =>
    refuseDeclaredOversize(req, res, (error?: unknown) => (error ? next(error) : parseJson(req, res, next)));
  const readBody = (req: Request, res: Response, next: NextFunction) => {
    res.locals.bodyRead = true;
    jsonBody(req, res, (error?: unknown) => {
      if (error) res.locals.bodyError = error;
      next();
    });
  };
  // Its own sub-application only to turn off Express's ETag: a POST answer is never revalidated, and hashing every
  // answer cost CPU per request. Settings (trust proxy) are inherited; errors go on to the app's error handler.
  const graphqlApp = express();
  graphqlApp.disable('x-powered-by');
  graphqlApp.set('etag', false);
  app.use('/graphql', graphqlApp);
  graphqlApp.use(
    crossOrigin,
    (req: Request, res: Response, next: NextFunction) => (mayBeFreeRequest(req) ? readBody(req, res, next) : next()),
    requestRateLimit(services, { free: (req) => mayBeFreeRequest(req) && isFreeGraphQLRequest(req) }),
    (req: Request, res: Response, next: NextFunction) => (res.locals.bodyRead ? next() : readBody(req, res, next)),
    (_req: Request, res: Response, next: NextFunction) => next(res.locals.bodyError),
    graphqlMultipart(MAX_UPLOAD_BYTES),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => createGraphQLScope(services, requestFacts(services, req), scopeBuiltFor(res)),
    }),
  );

  // a static picture, like /uploads: neither counted by the general limit nor worth a token lookup
  app.get(DEFAULT_AVATAR_PATH, crossOrigin, serveDefaultAvatar);
  app.use('/api', crossOrigin, generalLimit);
  app.use('/api', ...restBodyParsers(), createRestRouter(services));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'No such endpoint.', code: 'NOT_FOUND' });
  });

  // OAuth 2's token and revocation endpoints; GET /oauth/authorize is the web app's consent screen
  app.use(['/oauth/token', '/oauth/revoke', '/oauth/introspect', '/oauth/register'], crossOrigin, generalLimit);
  app.use('/oauth', oauthRoutes(services));
  app.get('/.well-known/oauth-authorization-server', oauthMetadataRoute(services));

  serveWebApp(app, services, logger);

  app.use(httpErrorHandler(logger));

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const port = (httpServer.address() as { port: number }).port;
  // The gazetteer takes a second or two to build: do it now rather than on the first autocomplete. (The basemap's tile
  // data is read when the first map tile is asked for: a process whose members never open a map does not hold it.)
  if (config.env !== 'test') {
    setImmediate(() => logger.info(`places index ready: ${JSON.stringify(getPlaceIndex().stats)}`));
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    services,
    close() {
      closing ??= (async () => {
        draining = true;
        // /readyz says 503 while everything else still works, until the proxy has seen it (DRAIN_DELAY_MS)
        if (config.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
        // from here every answer closes its connection; the drain plugin (apollo.stop) waits for the answers
        closer.closeAfterAnswers();
        stopWatchingPool();
        stopWatchingEvents();
        await ws.close();
        await jobQueue.stop();
        await apollo.stop();
        httpServer.closeAllConnections();
        await services.background.settled();
        await events.close();
        await tracing?.shutdown();
      })();
      return closing;
    },
  };
}

/** The part of the knex (tarn) pool under MikroORM that db_pool_connections reads. */
interface KnexPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** Serves the built web app with an index.html fallback for client-side routes (a post's with its preview tags). */
function serveWebApp(app: express.Express, services: AppServices, logger: Logger) {
  const webDist = services.config.webDist;
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    logger.warn(`No built web app at ${webDist}; serving the API only (run npm run build).`);
    return;
  }
  const assets = path.join(webDist, 'assets');
  app.use('/assets', precompressedAssets(assets));
  app.use('/assets', express.static(assets, { maxAge: '365d', immutable: true, fallthrough: false }));
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  const page = webAppPage(services, indexFile);
  app.get(/^(?!\/(api|graphql|uploads|dev|map)\b).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    return page(req, res);
  });
}
