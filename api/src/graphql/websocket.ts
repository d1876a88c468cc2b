import type http from 'node:http';
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { WebSocket, WebSocketServer } from 'ws';
import { clientAddress, type TrustFunction } from '../app/client-address.js';
import { appErrorOfDatabase } from '../app/database-errors.js';
import { budgetOf, type Budget } from '../app/budgets.js';
import { chargeRemainder, socketOperationLimit } from '../app/request-rate-limit.js';
import { createRequestScope } from '../app/scope.js';
import type { AppServices } from '../app/services.js';
import type { EventBus } from '../app/event-bus.js';
import { activeSubscriptions, openSockets, startedSubscriptions } from '../app/metrics.js';
import { requestIdOf } from '../app/request-log.js';
import { createErrorFormatter } from './format-error.js';
import { currentCursor } from './event-stream.js';
import { cursorRefusal } from './subscription-cursor.js';
import { countSharedMessage, sharedBytesOf, sharedSubscribe } from './shared-delivery.js';
import { bindGraphQLWebSocket, rawPayload, type BoundSocket } from './ws-binding.js';
import type { TokenScope } from '../kernel/token-scopes.js';
import { isFreeOperation } from './free-operation.js';
import { PARSE_OPTIONS, assessQueryCost, isGraphQLLimitError, queryShapeRule } from './limits.js';
import { nulByteError } from './nul-bytes.js';
import { costExtension, rateLimitExtension, type CostExtension, type RateLimitExtension } from './visible-limits.js';
import { scopeError } from './scope-check.js';

export const WS_MAX_PAYLOAD = 64 * 1024;
/** Distinct subscription texts whose parsed, validated document is kept (least recently used out first). */
const PARSED_DOCUMENTS_KEPT = 500;
/** Close code sent when the session or access token behind a socket is revoked or its member deactivated. */
export const CLOSE_SESSION_ENDED = 4403;
/**
 * A socket opened while PostgreSQL cannot be reached (its token cannot be checked) is closed with 1013 "Try
 * again later": graphql-ws clients reconnect after a non-fatal close, where the 4500 an error in onConnect gives
 * would make them give up. A socket already open keeps working: its operations get SERVICE_UNAVAILABLE.
 */
export const CLOSE_TRY_AGAIN_LATER = 1013;

interface SocketExtra extends BoundSocket, Record<PropertyKey, unknown> {
  /** The session's or access token's id: revoking it closes the socket. */
  sessionId?: string;
  authorization?: string;
  /** A personal access token's scopes (sessions and guests hold every scope they may hold). */
  tokenScopes?: ReadonlySet<TokenScope>;
  /** The member signed in on this socket (the general rate limit counts their operations). */
  viewerId?: string;
  /** The socket's id in the logs (the upgrade request's X-Request-Id when a proxy gave one). */
  requestId?: string;
  /** Ids of this socket's running subscriptions (graphql_subscriptions counts them). */
  subscriptions?: Set<string>;
  /** The budget this socket's operations are charged to (app/budgets.ts); a guest's, by address, when unset. */
  budget?: Budget;
  /** The visible limits of each running query or mutation, put in its result's extensions. */
  limits?: Map<string, { cost: CostExtension; rateLimit: RateLimitExtension }>;
}

function authorizationFrom(params: Record<string, unknown> | undefined): string | undefined {
  const value =
    params?.authorization ?? params?.Authorization ?? (params?.token ? `Token ${String(params.token)}` : undefined);
  return typeof value === 'string' ? value : undefined;
}

/**
 * GraphQL over WebSocket (graphql-ws) on /graphql. The member signs in with `connection_init`
 * ({ authorization: 'Token …' }); a socket whose session is revoked is closed at once.
 */
export function attachGraphQLWebSocket(
  httpServer: http.Server,
  schema: GraphQLSchema,
  services: AppServices,
  events: EventBus,
  trust: TrustFunction = () => false,
) {
  const ipOf = (request: http.IncomingMessage) => clientAddress(request, trust);
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: WS_MAX_PAYLOAD });
  const formatError = createErrorFormatter(services.logger);
  const socketsBySession = new Map<string, Set<WebSocket>>();

  // Parsed and validated documents by query text: a thousand sockets sending the web's subscription
  // share one document (memory and CPU), instead of holding a parse tree each.
  const documents = new Map<string, { document: DocumentNode } | { errors: readonly GraphQLError[] }>();
  const checkedDocument = (query: string) => {
    let checked = documents.get(query);
    if (checked) {
      documents.delete(query); // most recently used last
    } else {
      try {
        const document = parse(query, PARSE_OPTIONS);
        const errors = validate(schema, document, [...specifiedRules, queryShapeRule]);
        checked =
          errors.length > 0 ? { errors: errors.map((e) => coded(e, 'GRAPHQL_VALIDATION_FAILED')) } : { document };
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        checked = { errors: [coded(error, 'GRAPHQL_PARSE_FAILED')] };
      }
      if (documents.size >= PARSED_DOCUMENTS_KEPT) documents.delete(documents.keys().next().value!);
    }
    documents.set(query, checked);
    return checked;
  };

  const stopListening = events.subscribe('session.revoked', (event) => {
    for (const id of (event.sessionIds as string[]) ?? []) {
      for (const socket of socketsBySession.get(id) ?? []) socket.close(CLOSE_SESSION_ENDED, 'Session ended');
      socketsBySession.delete(id);
    }
  });

  const binding = bindGraphQLWebSocket<SocketExtra>(
    wss,
    {
      schema,
      // an event is executed once per viewer class and serialised once, not once per socket
      subscribe: sharedSubscribe,
      onConnect: async (ctx) => {
        if (!ctx.extra.subscriptions) {
          ctx.extra.subscriptions = new Set();
          openSockets.inc();
          ctx.extra.socket.once('close', () => {
            openSockets.dec();
            activeSubscriptions.dec(ctx.extra.subscriptions?.size ?? 0);
            ctx.extra.subscriptions?.clear();
          });
          services.logger.debug('socket opened', { requestId: ctx.extra.requestId });
        }
        const authorization = authorizationFrom(ctx.connectionParams);
        if (!authorization) return true;
        let scope: Awaited<ReturnType<typeof createRequestScope>>;
        try {
          scope = await createRequestScope(services, { authorization, ip: ipOf(ctx.extra.request) });
        } catch (error) {
          if (appErrorOfDatabase(error)?.code !== 'SERVICE_UNAVAILABLE') throw error;
          ctx.extra.socket.close(CLOSE_TRY_AGAIN_LATER, 'Try again later');
          return false;
        }
        const credentialId = scope.session?.id ?? scope.accessToken?.id;
        if (!credentialId) return false; // a token was offered but is not valid: refuse (4403 Forbidden)
        ctx.extra.sessionId = credentialId;
        ctx.extra.viewerId = scope.viewer?.id;
        ctx.extra.budget = budgetOf(services, scope);
        ctx.extra.authorization = authorization;
        if (scope.accessToken) ctx.extra.tokenScopes = scope.scopes;
        const set = socketsBySession.get(credentialId) ?? new Set<WebSocket>();
        set.add(ctx.extra.socket);
        socketsBySession.set(credentialId, set);
        return true;
      },
      onClose: (ctx) => {
        if (ctx.extra.sessionId) socketsBySession.get(ctx.extra.sessionId)?.delete(ctx.extra.socket);
      },
      context: async (ctx) => {
        const scope = await createRequestScope(services, {
          authorization: ctx.extra.authorization,
          ip: ipOf(ctx.extra.request),
        });
        if (ctx.extra.sessionId && !scope.viewer) {
          ctx.extra.socket.close(CLOSE_SESSION_ENDED, 'Session ended');
        }
        return scope;
      },
      // Parsed, validated and measured here, as over HTTP: any refusal is an error on this operation
      // only (the socket stays open).
      onSubscribe: async (ctx, id, payload) => {
        const budget = ctx.extra.budget ?? budgetOf(services, { ip: ipOf(ctx.extra.request) });
        const free = isFreeOperation(payload.query, payload.operationName);
        const limited = await socketOperationLimit(services, budget, free);
        if (limited.error) return [limited.error];
        if (typeof payload.query !== 'string' || payload.query.length > 20_000) {
          const code = typeof payload.query === 'string' ? 'QUERY_TOO_COMPLEX' : 'BAD_USER_INPUT';
          return [new GraphQLError('The operation is missing or too long.', { extensions: { code } })];
        }
        const checked = checkedDocument(payload.query);
        if (!('document' in checked)) return checked.errors;
        const { document } = checked;
        const operationName = typeof payload.operationName === 'string' ? payload.operationName : undefined;
        const operation = getOperationAST(document, operationName);
        if (!operation)
          return [
            new GraphQLError('Unable to identify the operation.', {
              extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
            }),
          ];
        const nul = nulByteError(document, payload.variables);
        if (nul) return [nul];
        const badCursor = await cursorRefusal(events, operation, payload.variables);
        if (badCursor) return [badCursor];
        const cost = assessQueryCost(schema, document, operation, payload.variables);
        if (cost.error) return [cost.error];
        // a subscription is charged its cost once, when it starts; its events are not charged
        const charge = free
          ? { error: null, state: limited.state, charged: 0 }
          : await chargeRemainder(services, budget, limited.state, cost.requested);
        if (charge.error) return [charge.error];
        if (operation.operation !== 'subscription') {
          ctx.extra.limits ??= new Map();
          ctx.extra.limits.set(id, {
            cost: costExtension(cost.requested, charge.charged),
            rateLimit: rateLimitExtension(charge.state, budget.credential),
          });
        }
        if (ctx.extra.tokenScopes) {
          const error = scopeError(schema, ctx.extra.tokenScopes, document, operationName);
          if (error) return [error];
        }
        return { schema, document, operationName, variableValues: payload.variables ?? undefined };
      },
      onOperation: (ctx, id, _payload, _args, result) => {
        if (!(Symbol.asyncIterator in result)) return; // a query, a mutation or a refused subscription
        if (
          ctx.extra.subscriptions &&
          !ctx.extra.subscriptions.has(id) &&
          ctx.extra.socket.readyState === WebSocket.OPEN
        ) {
          ctx.extra.subscriptions.add(id);
          activeSubscriptions.inc();
          startedSubscriptions.inc();
        }
      },
      onComplete: (ctx, id) => {
        if (ctx.extra.subscriptions?.delete(id)) activeSubscriptions.dec();
        ctx.extra.limits?.delete(id);
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), error)),
      // every event carries its cursor (extensions.cursor): the client passes the last one as `after` to resume
      // a query's or mutation's result carries its visible limits (extensions.cost, extensions.rateLimit)
      onNext: (ctx, id, _payload, args, result) => {
        // a result executed once for many sockets: its serialised bytes are written as they are
        const shared = sharedBytesOf(result);
        if (shared !== undefined) {
          countSharedMessage();
          return rawPayload(shared);
        }
        const cursor = currentCursor(args.contextValue);
        const limits = ctx.extra.limits?.get(id);
        const errors = result.errors?.map((error) => formatError(error.toJSON(), error));
        if (!cursor && !errors && !limits) return undefined;
        return {
          ...result,
          ...(errors ? { errors } : {}),
          ...(cursor || limits
            ? { extensions: { ...result.extensions, ...limits, ...(cursor ? { cursor } : {}) } }
            : {}),
        };
      },
    },
    {
      logger: services.logger,
      // the socket's id in the logs from the start: an oversize first message is logged with it too
      extraOf: (socket, request) => ({ socket, request, requestId: requestIdOf(request.headers['x-request-id']) }),
      logFieldsOf: (extra) => ({ requestId: extra.requestId }),
      isProd: services.config.env === 'production',
    },
  );

  return {
    wss,
    async close() {
      stopListening();
      await binding.dispose(); // every socket closed with 1001 "Server shutting down"
    },
  };
}

/** The code HTTP (Apollo) gives the same refusal: a syntax error, a document that does not fit the schema, a limit. */
function coded(error: GraphQLError, code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED'): GraphQLError {
  if (typeof error.extensions.code === 'string') return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    originalError: error.originalError,
    extensions: { ...error.extensions, code: isGraphQLLimitError(error.message) ? 'QUERY_TOO_COMPLEX' : code },
  });
}
