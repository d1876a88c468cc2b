import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  GraphQLError,
  printSchema,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

const MAX_COMPILED = 1000;

/**
 * graphql-jit reports errors with its own error class: make them graphql-js errors again, so Apollo
 * and our error formatter find the resolver's original error (and its code) as with graphql-js.
 */
function asGraphQLError(error: GraphQLError, requestError: boolean): GraphQLError {
  // Its errors pass `instanceof GraphQLError` but lack what graphql-js sets (such as `extensions`).
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    // a result without data is a refused request: variables that do not fit their types, as graphql-js says
    extensions: requestError ? { ...error.extensions, code: 'BAD_USER_INPUT' } : error.extensions,
  });
  return Object.assign(converted, { locations: error.locations });
}

/** graphql-js's words for a document whose operation cannot be chosen. */
function unresolvedOperation(request: { operationName: string | null }): GraphQLError {
  return new GraphQLError(
    request.operationName
      ? `Unknown operation named "${request.operationName}".`
      : 'Must provide operation name if query contains multiple operations.',
  );
}

/**
 * Executes operations with graphql-jit: each distinct operation is compiled once into a function
 * and then run directly, instead of graphql-js walking the document for every field of every
 * request (a feed page is ~500 fields). Apollo Server still parses, validates (including the query
 * limits), builds the context and formats errors; only execution changes. It plugs in through
 * Apollo's documented gateway interface, which is how a custom executor is given to Apollo Server.
 * Subscriptions keep graphql-js (graphql-ws runs them).
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const compiled = new Map<string, CompiledQuery | ExecutionResult>();

  const compile = (key: string, compileNow: () => CompiledQuery | ExecutionResult) => {
    let entry = compiled.get(key);
    if (entry) {
      compiled.delete(key); // keep the most recently used last
    } else {
      entry = compileNow();
      if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value as string);
    }
    compiled.set(key, entry);
    return entry;
  };

  const executor: GatewayExecutor = async (request) => {
    // Apollo found no operation to run (an unknown operationName, or several operations and none named): say
    // it as graphql-js would, so Apollo answers 400 OPERATION_RESOLUTION_FAILURE. graphql-jit would compile the
    // document's only operation anyway, and Apollo takes a result without errors here for an internal error.
    if (!(request.operation as OperationDefinitionNode | undefined)) return { errors: [unresolvedOperation(request)] };
    const entry = compile(`${request.operationName ?? ''}:${request.queryHash}`, () =>
      compileQuery(schema, request.document, request.operationName ?? undefined),
    );
    const result = isCompiledQuery(entry)
      ? await entry.query(undefined, request.context, request.request.variables ?? {})
      : entry;
    if (!result.errors) return result;
    const requestError = result.data === undefined;
    return { ...result, errors: result.errors.map((error) => asGraphQLError(error, requestError)) };
  };

  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async stop() {
      compiled.clear();
    },
  };
}
