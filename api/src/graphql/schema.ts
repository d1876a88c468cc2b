import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type BuildSchemaOptions } from 'type-graphql';
import { authChecker } from './auth-checker.js';
import { topicPubSubUnsupported } from './event-stream.js';
import { callResolversDirectly } from './direct-resolvers.js';
import { resolvers } from './resolvers.js';
import { checkNodeTypes } from './relay/node.js';
import { describeRootTypes } from './root-types.js';
import { restoreSynchronousTypeResolvers } from './type-resolution.js';

const buildOptions: BuildSchemaOptions = {
  resolvers,
  authChecker,
  authMode: 'error',
  validate: false,
  pubSub: topicPubSubUnsupported,
};

let built: Promise<GraphQLSchema> | null = null;

/** Builds the schema once per process (TypeGraphQL metadata is global). */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema(buildOptions)
    .then(restoreSynchronousTypeResolvers)
    .then(checkNodeTypes)
    .then(describeRootTypes)
    .then((schema) => callResolversDirectly(schema, buildOptions));
  return built;
}
