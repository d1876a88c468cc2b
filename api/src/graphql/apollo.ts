import type http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDisableSuggestions } from '@apollo/server/plugin/disableSuggestions';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { AppServices } from '../app/services.js';
import type { GraphQLContext } from './context.js';
import { createErrorFormatter } from './format-error.js';
import { queryLimitsRule } from './limits.js';

export function createApolloServer(schema: GraphQLSchema, services: AppServices, httpServer: http.Server, extraPlugins: ApolloServer['internals']['plugins'] = []) {
  const production = services.config.env === 'production';
  return new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: production,
    validationRules: [queryLimitsRule],
    formatError: createErrorFormatter(services.logger),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      ...(production ? [ApolloServerPluginDisableSuggestions()] : []),
      ...extraPlugins,
    ],
  });
}
