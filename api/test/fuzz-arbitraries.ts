/**
 * Generators of malformed requests for test/fuzz.test.ts: REST calls built from the Express router's own
 * route list, GraphQL operations built from schema.graphql, and graphql-ws messages. Each generator mixes
 * plausible values (real ids, valid enum values) with hostile ones (NUL, huge numbers, wrong types, broken text).
 */
import fc from 'fast-check';
import type { Router } from 'express';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isInterfaceType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';

// ---------------------------------------------------------------- routes

export interface RouteInfo {
  method: string;
  /** The Express path, e.g. `/posting/:postId/`. */
  path: string;
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
  rawPath?: string | string[];
}

/** Every route an Express router answers, walking routers mounted in it (at `/` or under a path). */
export function routesOf(router: Router | { stack?: RouterLayer[] }, prefix = ''): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const layer of (router as { stack?: RouterLayer[] }).stack ?? []) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all'))
        for (const path of paths) routes.push({ method: method.toUpperCase(), path: prefix + path });
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      routes.push(...routesOf(layer.handle, prefix + mount));
    }
  }
  return routes;
}

/** Whether a concrete path (`/posting/abc/`) is answered by an Express route path (`/posting/:postId/`). */
export function routeMatches(routePath: string, concrete: string): boolean {
  const pattern = routePath
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*\w*/g, '/.*')
    .replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${pattern}/?$`).test(concrete) || new RegExp(`^${pattern}$`).test(`${concrete}/`);
}

// ---------------------------------------------------------------- values

/** Strings that have broken servers: NUL and control characters, lone surrogates, huge, SQL and path tricks. */
export const hostileString = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    '\ud800',
    '%00',
    '%',
    '%zz',
    '..',
    '../../etc/passwd',
    "'; drop table users; --",
    '1e20',
    '-1',
    '0',
    'NaN',
    'null',
    'undefined',
    '[]',
    '{}',
    'true',
    '00000000-0000-0000-0000-000000000000',
    '99999999999999999999',
    '\u202e\u0301',
    '😀',
  ),
  fc.constant('x'.repeat(70_000)),
  fc.constant('é'.repeat(5_000)),
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e20, -1e308, 1e308, 0.5, Number.MAX_SAFE_INTEGER),
);

/** Any JSON value, small. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
);

/** An identifier: a real one of the seeded data (so that code past the lookup runs), or a made-up one. */
export const idLike = (realIds: readonly string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...realIds), weight: 3 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.nat().map(String), weight: 1 },
    { arbitrary: hostileString, weight: 2 },
  );

// ---------------------------------------------------------------- REST requests

export interface RestCase {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** For the report: what was sent, without megabytes. */
  describe: string;
}

const FIELD_NAMES = [
  'page',
  'page_size',
  'q',
  'title',
  'user_id',
  'audience',
  'username',
  'password',
  'email',
  'code',
  'otp',
  'body',
  'content',
  'category',
  'country',
  'itineraries',
  'itinerary',
  'name',
  'rating',
  'replied_to',
  'post',
  'id',
  'status',
  'reason',
  'is_private',
  'latitude',
  'longitude',
  'budget',
  'fullname',
  'new_password',
];

const fieldName = fc.oneof(
  { arbitrary: fc.constantFrom(...FIELD_NAMES), weight: 4 },
  { arbitrary: hostileString, weight: 1 },
);

const fieldValue = (realIds: readonly string[]) =>
  fc.oneof(hostileString, idLike(realIds), hostileNumber.map(String), fc.constantFrom('true', 'false', ''));

const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return value; // a lone surrogate: sent raw, as a broken client would
  }
};

const pathSegment = (realIds: readonly string[]) =>
  fc.oneof(
    idLike(realIds).map(encode),
    fc.constantFrom('%', '%zz', '%00', '%C0%AF', '..', '%2e%2e', '%2F', 'x'.repeat(3000)),
  );

const queryString = (realIds: readonly string[]) =>
  fc
    .array(fc.tuple(fieldName, fieldValue(realIds)), { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : ''));

const PNG_HEADER = Buffer.from('89504e470d0a1a0a', 'hex');

const bodyOf = (realIds: readonly string[]) =>
  fc.oneof(
    // JSON: an object of known fields, any JSON at all, or broken JSON
    fc
      .dictionary(fieldName, fc.oneof(anyJson, idLike(realIds)), { maxKeys: 6 })
      .map((o) => ({ type: 'application/json', body: JSON.stringify(o) as string | FormData })),
    anyJson.map((v) => ({ type: 'application/json', body: JSON.stringify(v) ?? 'null' })),
    fc
      .constantFrom('{', '{"a":', 'nul', '[1,2', '"\\u0000"', '{"__proto__":{"x":1}}', '\u0000', '{"a":1}{"b":2}')
      .map((body) => ({ type: 'application/json', body })),
    // url-encoded, repeated keys included
    fc.array(fc.tuple(fieldName, fieldValue(realIds)), { maxLength: 6 }).map((pairs) => ({
      type: 'application/x-www-form-urlencoded',
      body: pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'),
    })),
    // multipart: fields, repeated keys, files that are not pictures (or a truncated PNG)
    fc
      .record({
        fields: fc.array(fc.tuple(fieldName, fieldValue(realIds)), { maxLength: 6 }),
        file: fc.option(
          fc.record({
            field: fc.constantFrom('image', 'photo', 'user_photo', 'file', 'main_image', 'x'),
            bytes: fc.oneof(
              fc.uint8Array({ maxLength: 64 }),
              fc.uint8Array({ maxLength: 32 }).map((b) => new Uint8Array([...PNG_HEADER, ...b])),
            ),
            name: fc.constantFrom('a.png', 'a.jpg', '../../x.png', '', 'a\u0000.png'),
          }),
        ),
      })
      .map(({ fields, file }) => {
        const form = new FormData();
        for (const [k, v] of fields) form.append(k, v);
        if (file) form.append(file.field, new Blob([Buffer.from(file.bytes)]), file.name);
        return { type: undefined, body: form as string | FormData };
      }),
    // a body with a content type that does not match it
    fc
      .tuple(
        fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data', 'application/json; charset=utf-7'),
        hostileString,
      )
      .map(([type, body]) => ({ type, body })),
    fc.constant({ type: undefined, body: undefined }),
  );

/** Who calls: nobody, a member, an administrator, or a token that is not one. */
export const credentials = (tokens: readonly string[]) =>
  fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(...tokens).map((t) => `Token ${t}`),
    fc.constantFrom(...tokens).map((t) => `Bearer ${t}`),
    fc.constantFrom('Token ', 'Token x', 'Bearer', 'Basic YTpi', `Token ${'a'.repeat(5000)}`),
  );

/** Malformed calls to one route: path parameters, query string, body and credentials all generated. */
export function restCase(
  route: RouteInfo,
  realIds: readonly string[],
  tokens: readonly string[],
): fc.Arbitrary<RestCase> {
  const params = route.path.match(/:\w+|\*\w*/g) ?? [];
  return fc
    .record({
      values: fc.tuple(...params.map(() => pathSegment(realIds))),
      query: queryString(realIds),
      body:
        route.method === 'GET' || route.method === 'HEAD'
          ? fc.constant({ type: undefined, body: undefined })
          : bodyOf(realIds),
      authorization: credentials(tokens),
    })
    .map(({ values, query, body, authorization }) => {
      let index = 0;
      const path = `/api${route.path.replace(/:\w+|\*\w*/g, () => values[index++] ?? '')}${query}`;
      const headers: Record<string, string> = {};
      if (body.type) headers['content-type'] = body.type;
      if (authorization) headers.authorization = authorization;
      const shown = typeof body.body === 'string' ? body.body.slice(0, 200) : body.body ? '[multipart]' : '';
      return {
        method: route.method,
        path,
        headers,
        body: body.body,
        describe: `${route.method} ${path.slice(0, 300)} ${authorization?.slice(0, 20) ?? ''} ${shown}`,
      };
    });
}

// ---------------------------------------------------------------- GraphQL operations

/** A value for an input type: usually of the right shape (so deeper checks run), sometimes anything at all. */
export function inputValue(type: GraphQLInputType, realIds: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  const nullable = getNullableType(type) as GraphQLInputType;
  let right: fc.Arbitrary<unknown>;
  if (isListType(nullable)) {
    right = depth > 3 ? fc.constant([]) : fc.array(inputValue(nullable.ofType, realIds, depth + 1), { maxLength: 4 });
  } else if (isInputObjectType(nullable)) {
    const fields = Object.values(nullable.getFields());
    right =
      depth > 3
        ? fc.constant({})
        : fc.record(Object.fromEntries(fields.map((f) => [f.name, inputValue(f.type, realIds, depth + 1)])), {
            requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
          });
  } else if (isEnumType(nullable)) {
    right = fc.constantFrom(...nullable.getValues().map((v) => v.name));
  } else if (isScalarType(nullable)) {
    switch (nullable.name) {
      case 'Int':
        right = fc.oneof(fc.integer({ min: -5, max: 200 }), hostileNumber);
        break;
      case 'Float':
        right = hostileNumber;
        break;
      case 'Boolean':
        right = fc.boolean();
        break;
      case 'ID':
        right = idLike(realIds);
        break;
      default:
        right = fc.oneof(
          hostileString,
          idLike(realIds),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        );
    }
  } else {
    right = anyJson;
  }
  return fc.oneof(
    { arbitrary: right, weight: 6 },
    { arbitrary: anyJson, weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
  );
}

/** Prints a JSON value as a GraphQL literal (enum-like strings stay strings). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([k]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k))
      .map(([k, v]) => `${k}: ${literal(v)}`)
      .join(', ')}}`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  return JSON.stringify(value);
}

/** A small selection for a field's type: `__typename` and a few scalar fields that take no required argument. */
export function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isObjectType(named) || isInterfaceType(named)) {
    const scalars = Object.values(named.getFields())
      .filter(
        (f) =>
          !isObjectType(getNamedType(f.type)) &&
          !isUnionType(getNamedType(f.type)) &&
          !isInterfaceType(getNamedType(f.type)),
      )
      .filter((f) => f.args.every((a) => !isNonNullType(a.type)))
      .slice(0, 4)
      .map((f) => f.name);
    return ` { __typename ${scalars.join(' ')} }`;
  }
  if (isUnionType(named)) return ' { __typename }';
  return '';
}

export interface OperationCase {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
  describe: string;
}

const typeNames = [
  'String',
  'String!',
  'Int',
  'Int!',
  'ID!',
  'Float',
  'Boolean',
  '[String]',
  '[ID!]!',
  'Upload',
  'Nope',
];

/**
 * One operation calling `field` of `kind`: each argument passed as a variable of its own type (wrong
 * values included), as a variable of another type, as an inline literal, or left out (required ones too).
 */
export function operationCase(
  kind: 'query' | 'mutation' | 'subscription',
  field: GraphQLField<unknown, unknown>,
  realIds: readonly string[],
): fc.Arbitrary<OperationCase> {
  const argCase = (arg: GraphQLArgument) =>
    fc.record({
      how: fc.constantFrom('variable', 'variable', 'variable', 'wrongVariable', 'literal', 'omitted'),
      value: inputValue(arg.type, realIds),
      wrongType: fc.constantFrom(...typeNames),
    });
  return fc
    .record({
      args: fc.tuple(...field.args.map(argCase)),
      extraArg: fc.option(fc.tuple(fc.constantFrom('bogus', 'first', 'id'), anyJson), { freq: 5 }),
    })
    .map(({ args, extraArg }) => {
      const declarations: string[] = [];
      const passed: string[] = [];
      const variables: Record<string, unknown> = {};
      field.args.forEach((arg, i) => {
        const { how, value, wrongType } = args[i];
        if (how === 'omitted') return;
        if (how === 'literal') return void passed.push(`${arg.name}: ${literal(value)}`);
        declarations.push(`$${arg.name}: ${how === 'wrongVariable' ? wrongType : String(arg.type)}`);
        passed.push(`${arg.name}: $${arg.name}`);
        variables[arg.name] = value;
      });
      if (extraArg) passed.push(`${extraArg[0]}: ${literal(extraArg[1])}`);
      const query = `${kind} Fuzz${declarations.length ? `(${declarations.join(', ')})` : ''} { ${field.name}${
        passed.length ? `(${passed.join(', ')})` : ''
      }${selectionOf(field.type)} }`;
      return {
        query,
        variables,
        operationName: 'Fuzz',
        describe: `${query.slice(0, 400)} ${JSON.stringify(variables).slice(0, 300)}`,
      };
    });
}

/** Breaks a document's text: cut short, a character inserted or dropped, tokens repeated, nonsense. */
export function brokenDocument(valid: fc.Arbitrary<OperationCase>): fc.Arbitrary<OperationCase> {
  return fc
    .tuple(
      valid,
      fc.nat(),
      fc.constantFrom(
        '{',
        '}',
        '(',
        ')',
        '$',
        ':',
        '!',
        '@',
        '"',
        '\\',
        '#',
        '.',
        '...',
        '[',
        ']',
        '\u0000',
        '"""',
        '__schema',
      ),
      fc.nat({ max: 4 }),
    )
    .map(([op, at, char, how]) => {
      const i = op.query.length ? at % op.query.length : 0;
      const query = [
        op.query.slice(0, i),
        op.query.slice(0, i) + char + op.query.slice(i),
        op.query.slice(0, i) + op.query.slice(i + 1),
        `${op.query} ${op.query}`,
        char.repeat(200),
      ][how];
      return { ...op, query, describe: `broken: ${query.slice(0, 400)}` };
    });
}

/** Raw /graphql bodies that are not a GraphQL request at all. */
export const malformedGraphQLBody = fc.oneof(
  anyJson.map((v) => JSON.stringify(v) ?? 'null'),
  fc
    .record(
      {
        query: fc.oneof(anyJson, hostileString),
        variables: anyJson,
        operationName: anyJson,
        extensions: fc.oneof(anyJson, fc.constant({ persistedQuery: { version: 1, sha256Hash: 'abc' } })),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  fc
    .array(fc.record({ query: fc.constantFrom('{ __typename }', '{ me { id } }') }), { maxLength: 3 })
    .map((a) => JSON.stringify(a)),
  fc.constantFrom(
    '{',
    '',
    'null',
    '[]',
    '{"query": "{ __typename }", "variables": "x"}',
    '{"query":"{__typename}","operationName":1}',
  ),
);

// ---------------------------------------------------------------- graphql-ws messages

/** One socket's conversation: what it says first (normally connection_init), then a few messages. */
export function socketConversation(
  operations: fc.Arbitrary<OperationCase>,
  tokens: readonly string[],
): fc.Arbitrary<{ init: string | Buffer; messages: (string | Buffer)[]; describe: string }> {
  const id = fc.oneof(fc.constantFrom('1', '2', 'a'), hostileString, fc.constant(undefined as unknown as string));
  const message = fc.oneof(
    fc.record({ id, op: operations }).map(({ id, op }) =>
      JSON.stringify({
        id,
        type: 'subscribe',
        payload: { query: op.query, variables: op.variables, operationName: op.operationName },
      }),
    ),
    fc.record({ id, payload: anyJson }).map(({ id, payload }) => JSON.stringify({ id, type: 'subscribe', payload })),
    fc
      .record({ id, query: fc.oneof(anyJson, hostileString), variables: anyJson, extensions: anyJson })
      .map(({ id, query, variables, extensions }) =>
        JSON.stringify({ id, type: 'subscribe', payload: { query, variables, extensions } }),
      ),
    fc.record({ id }).map(({ id }) => JSON.stringify({ id, type: 'complete' })),
    fc
      .record({
        type: fc.oneof(
          fc.constantFrom('ping', 'pong', 'connection_init', 'next', 'error', 'start', 'stop', 'connection_terminate'),
          hostileString,
        ),
        payload: anyJson,
      })
      .map((m) => JSON.stringify(m)),
    anyJson.map((v) => JSON.stringify(v) ?? 'null'),
    fc.constantFrom('{', '', 'not json', '\u0000', '{"type":'),
    fc.uint8Array({ maxLength: 32 }).map((b) => Buffer.from(b)),
  );
  const init = fc.oneof(
    {
      arbitrary: fc
        .constantFrom(...tokens)
        .map((t) => JSON.stringify({ type: 'connection_init', payload: { authorization: `Token ${t}` } })),
      weight: 4,
    },
    { arbitrary: fc.constant(JSON.stringify({ type: 'connection_init' })), weight: 2 },
    { arbitrary: anyJson.map((payload) => JSON.stringify({ type: 'connection_init', payload })), weight: 2 },
    { arbitrary: message, weight: 1 },
  );
  return fc.record({ init, messages: fc.array(message, { minLength: 1, maxLength: 4 }) }).map(({ init, messages }) => ({
    init,
    messages,
    describe: [init, ...messages]
      .map((m) => (typeof m === 'string' ? m.slice(0, 300) : `<${m.length} bytes>`))
      .join(' | '),
  }));
}
