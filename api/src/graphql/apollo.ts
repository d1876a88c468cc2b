import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDisableSuggestions } from '@apollo/server/plugin/disableSuggestions';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import { graphqlOperationDuration, operationLabel } from '../app/metrics.js';
import { failSpan, tracer, tracingEnabled } from '../app/tracing.js';
import type { AppServices } from '../app/services.js';
import type { GraphQLContext } from './context.js';
import { compiledExecution } from './compiled-executor.js';
import { createErrorFormatter } from './format-error.js';
import { PARSE_OPTIONS, queryShapeRule } from './limits.js';
import { idempotencyPlugin } from './idempotency.js';
import { nulByteError } from './nul-bytes.js';
import { scopeCheckPlugin } from './scope-check.js';
import { rateLimitStatus } from './rate-limit-status.js';
import { visibleLimits } from './visible-limits.js';

/**
 * Answers are per viewer and never cacheable: say so, as the default cache-control plugin did. That
 * plugin is off because it wraps every field resolver to collect hints nobody sets, which cost a
 * noticeable share of a feed request's CPU.
 */
const noStore: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/** U+0000 in a string literal or a variable: BAD_USER_INPUT (400) once the operation is known, before it runs. */
const nulBytes: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request }) {
        const error = nulByteError(document, request.variables);
        if (error) throw error;
      },
    };
  },
};

/** graphql_operation_duration_seconds, by operation name (bounded, see operationLabel) and type. */
const operationTiming: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    const started = process.hrtime.bigint();
    return {
      async willSendResponse({ operationName, operation }) {
        graphqlOperationDuration.observe(
          { operation: operationLabel(operationName), type: operation?.operation ?? 'invalid' },
          Number(process.hrtime.bigint() - started) / 1e9,
        );
      },
    };
  },
};

/** With tracing on: a span per operation over HTTP, named `query Feed`, inside the request's SERVER span. */
const operationSpan: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    if (!tracingEnabled()) return;
    const span = tracer().startSpan('graphql');
    return {
      async didResolveOperation({ operationName, operation }) {
        const label = operationName?.slice(0, 64) || '(anonymous)';
        const type = operation?.operation ?? 'invalid';
        span.updateName(`${type} ${label}`);
        span.setAttributes({ 'graphql.operation.type': type, 'graphql.operation.name': label });
      },
      async didEncounterErrors({ errors }) {
        failSpan(span, [...new Set(errors.map((error) => String(error.extensions?.code ?? 'error')))].join(','));
      },
      async willSendResponse() {
        span.end();
      },
    };
  },
};

export function createApolloServer(
  schema: GraphQLSchema,
  services: AppServices,
  httpServer: http.Server,
  extraPlugins: ApolloServer['internals']['plugins'] = [],
) {
  const production = services.config.env === 'production';
  return new ApolloServer<GraphQLContext>({
    gateway: compiledExecution(schema),
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: production,
    parseOptions: PARSE_OPTIONS,
    validationRules: [queryShapeRule],
    formatError: createErrorFormatter(services.logger),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      noStore,
      nulBytes,
      visibleLimits,
      scopeCheckPlugin(schema),
      idempotencyPlugin,
      rateLimitStatus,
      operationTiming,
      operationSpan,
      ...(production ? [ApolloServerPluginDisableSuggestions()] : []),
      ...extraPlugins,
    ],
  });
}
