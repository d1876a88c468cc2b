/**
 * A minimal typed client for the CulturaLink API, as a third party would write it: a personal access token,
 * `fetch` for queries, mutations and uploads, graphql-ws for subscriptions. The documents are typed by
 * GraphQL Code Generator (`npm run codegen` writes ./gql from the `graphql(...)` calls of this folder).
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TypedDocumentString } from './gql/graphql';

export interface ApiOptions {
  /** The API's origin, e.g. https://culturalink.example */
  apiUrl: string;
  /** A personal access token (`clpat_…`), from Settings → Developer access. */
  token: string;
}

/** An error the API answered, with its `extensions.code` (docs/API.md, "Error codes"). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A mutation refused the request: its payload's `userErrors` (docs/API.md, "Mutations and userErrors"). */
export class UserErrors extends Error {
  constructor(readonly userErrors: readonly { field: string | null; message: string; code: string }[]) {
    super(userErrors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; '));
    this.name = 'UserErrors';
  }
}

/** The result field of a mutation's payload (`succeeded(createPost, 'post')`); throws UserErrors when it refused. */
export function succeeded<
  P extends { userErrors: readonly { field: string | null; message: string; code: string }[] },
  K extends keyof P,
>(payload: P, field: K): NonNullable<P[K]> {
  if (payload.userErrors.length > 0) throw new UserErrors(payload.userErrors);
  const value = payload[field];
  if (value === null || value === undefined) throw new Error(`The payload has no ${String(field)}.`);
  return value as NonNullable<P[K]>;
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json()) as GraphQLAnswer<T>;
  const error = body.errors?.[0];
  if (error) {
    const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
    throw new ApiError(error.message, code, response.status, error.extensions);
  }
  if (!body.data) throw new ApiError('The answer has no data.', undefined, response.status);
  return body.data;
}

export function createApi({ apiUrl, token }: ApiOptions) {
  const endpoint = `${apiUrl.replace(/\/$/, '')}/graphql`;
  const authorization = `Bearer ${token}`;

  return {
    /** Runs a query or a mutation over HTTP. */
    async request<R, V>(document: TypedDocumentString<R, V>, variables: V): Promise<R> {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ query: document.toString(), variables }),
      });
      return answerOf<R>(response);
    },

    /**
     * Runs a mutation with one file, by the GraphQL multipart request spec: `operations` (the file's variable
     * null), `map` (which variable the part `0` fills) and the file; `Apollo-Require-Preflight` is required.
     */
    async upload<R, V, K extends keyof V & string>(
      document: TypedDocumentString<R, V>,
      variables: Omit<V, K>,
      file: { variable: K; content: Blob; filename: string },
    ): Promise<R> {
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({ query: document.toString(), variables: { ...variables, [file.variable]: null } }),
      );
      form.set('map', JSON.stringify({ 0: [`variables.${file.variable}`] }));
      form.set('0', file.content, file.filename);
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'apollo-require-preflight': 'true' },
        body: form,
      });
      return answerOf<R>(response);
    },

    /** A graphql-ws client signed in with the token (sent in `connection_init`). Dispose it when done. */
    socket(): Client {
      return createClient({
        url: endpoint.replace(/^http/, 'ws'),
        webSocketImpl: WebSocket,
        connectionParams: { authorization },
        retryAttempts: 0,
      });
    },
  };
}

export type Api = ReturnType<typeof createApi>;

/** One event of a subscription, with the cursor to resume after it. */
export interface LiveEvent<R> {
  data: R;
  cursor: string;
}

/**
 * Subscribes over `socket` and yields each event with its `extensions.cursor`. To resume after a dropped
 * connection, subscribe again with `after` set to the last cursor received: the server replays what was
 * missed, in order and once, then continues live.
 */
export async function* subscribe<R, V>(
  socket: Client,
  document: TypedDocumentString<R, V>,
  variables: V,
): AsyncGenerator<LiveEvent<R>> {
  const events = socket.iterate<R, { cursor?: string }>({
    query: document.toString(),
    variables: variables as Record<string, unknown>,
  });
  for await (const event of events) {
    if (event.errors?.length) {
      const [error] = event.errors;
      throw new ApiError(error!.message, error!.extensions?.code as string | undefined, 200, error!.extensions);
    }
    yield { data: event.data as R, cursor: String(event.extensions?.cursor) };
  }
}
