import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDisableSuggestions } from '@apollo/server/plugin/disableSuggestions';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { AppServices } from '../app/services.js';
import type { GraphQLContext } from './context.js';
import { compiledExecution } from './compiled-executor.js';
import { createErrorFormatter } from './format-error.js';
import { queryLimitsRule } from './limits.js';
import { scopeCheckPlugin } from './scope-check.js';

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
    validationRules: [queryLimitsRule],
    formatError: createErrorFormatter(services.logger),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      noStore,
      scopeCheckPlugin(schema),
      ...(production ? [ApolloServerPluginDisableSuggestions()] : []),
      ...extraPlugins,
    ],
  });
}
