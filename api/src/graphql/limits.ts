import { ITINERARY_DAYS_MAX } from '@culturalink/common/itinerary-days';
import {
  GraphQLError,
  Kind,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  isUnionType,
  parse,
  valueFromASTUntyped,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { ACCESS_TOKENS_MAX, ITINERARY_STOPS_MAX, OAUTH_APPS_MAX, POST_PHOTOS_MAX } from '@culturalink/common/limits';
import { MAX_PAGE_SIZE } from '../kernel/paging.js';
import { MAX_WEBHOOKS } from '../features/webhooks/index.js';
import { NODES_MAX } from './relay/node.resolver.js';

/** Every limit a GraphQL document meets before it runs, over HTTP and WebSocket alike. */
export const QUERY_LIMITS = {
  /** Nesting of fields (introspection fields excepted: their cost is bounded apart). */
  depth: 10,
  /** Aliased fields in the whole document. */
  aliases: 30,
  /** Directives in the whole document. */
  directives: 20,
  /** Lexical tokens; the parser stops counting at this many (graphql's `maxTokens`). */
  tokens: 3000,
  /** Fields to resolve, each list multiplied by its page size (see measureQueryCost). */
  cost: 5000,
} as const;

/** The arguments that size a page: `first` (forwards), `last` (a list read backwards, like chat history), `limit`. */
const PAGE_ARGUMENTS = new Set(['first', 'last', 'limit']);

/** Page arguments omitted without a schema default: what the server uses instead. */
const PAGE_DEFAULTS: Record<string, number> = {
  'Query.feed': 20,
  'Query.userPosts': 20,
};

/** The largest page a page argument accepts, when it is not MAX_PAGE_SIZE. */
const PAGE_MAX: Record<string, number> = {};

/** Lists without a page argument, by their longest possible length. */
const LIST_MAX: Record<string, number> = {
  'Query.accessTokens': ACCESS_TOKENS_MAX,
  'Query.currencies': 200,
  'Query.directions': 100,
  'Query.oauthApps': OAUTH_APPS_MAX,
  'Query.postCategories': 20,
  'Query.surveyQuestions': 6,
  'Query.webhooks': MAX_WEBHOOKS,
  /** By the ids given when they are known, at most this many. */
  'Query.nodes': NODES_MAX,
  'ExchangeRates.rates': 200,
  'Itinerary.stops': ITINERARY_STOPS_MAX,
  'Post.photos': POST_PHOTOS_MAX,
  'Itinerary.nearbySuggestions': 20,
  'Itinerary.days': ITINERARY_DAYS_MAX,
  /** The days share the itinerary's stops: days x 2 is at least the ITINERARY_STOPS_MAX stops of all days. */
  'ItineraryDay.stops': Math.ceil(ITINERARY_STOPS_MAX / ITINERARY_DAYS_MAX),
  'User.achievements': 10,
  'AdminUser.achievements': 10,
  'SurveyResponse.answers': 6,
  /** The five answers of the survey. */
  'SurveyStats.countsByAnswer': 5,
  /** recentTrivia's batch holds the hour's fetches: 10 of 10 questions. */
  'TriviaBatch.questions': 100,
};
/** A list of objects not named above (none should be left; a new one is counted by this). */
const OTHER_LIST_MAX = 100;

/** Fields that cost nothing, with all they select: asking where one stands must not use the budget. */
const FREE_FIELDS = new Set(['Query.rateLimit']);

const tooComplex = (message: string, node?: OperationDefinitionNode) =>
  new GraphQLError(message, {
    nodes: node ? [node] : undefined,
    extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
  });

const fragmentsOf = (document: DocumentNode) => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
};

/**
 * Refuses documents nested deeper than QUERY_LIMITS.depth, with more aliases or directives than allowed.
 * Each fragment is measured once (memoised), so the time is linear in the document's size whatever
 * fragments spread each other. The cost, which needs the variables' values, is checked after
 * validation by checkQueryCost.
 */
export function queryShapeRule(context: ValidationContext): ASTVisitor {
  const fragments = fragmentsOf(context.getDocument());
  const fragmentDepths = new Map<string, number>();
  let aliases = 0;
  let directives = 0;

  const depthOf = (set: SelectionSetNode | undefined): number => {
    if (!set) return 0;
    let deepest = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet));
      } else {
        deepest = Math.max(deepest, fragmentDepth(selection.name.value));
      }
    }
    return deepest;
  };
  const fragmentDepth = (name: string): number => {
    const known = fragmentDepths.get(name);
    if (known !== undefined) return known;
    fragmentDepths.set(name, 0); // a cycle (refused by graphql's own rule) counts as nothing
    const depth = depthOf(fragments.get(name)?.selectionSet);
    fragmentDepths.set(name, depth);
    return depth;
  };

  return {
    Field(node) {
      if (node.alias) aliases += 1;
    },
    Directive() {
      directives += 1;
    },
    OperationDefinition(node) {
      const depth = depthOf(node.selectionSet);
      if (depth > QUERY_LIMITS.depth)
        context.reportError(
          tooComplex(`Query is nested ${depth} levels deep; the limit is ${QUERY_LIMITS.depth}.`, node),
        );
    },
    Document: {
      leave() {
        if (aliases > QUERY_LIMITS.aliases)
          context.reportError(tooComplex(`Query has ${aliases} aliases; the limit is ${QUERY_LIMITS.aliases}.`));
        if (directives > QUERY_LIMITS.directives)
          context.reportError(
            tooComplex(`Query has ${directives} directives; the limit is ${QUERY_LIMITS.directives}.`),
          );
      },
    },
  };
}

interface Cost {
  /** Fields of our schema to resolve. */
  data: number;
  /** Fields of the introspection system (__schema, __type and below). */
  introspection: number;
}

/** The longest lists of the introspection system in this schema. */
function introspectionListSizes(schema: GraphQLSchema): Record<string, number> {
  const types = Object.values(schema.getTypeMap());
  const most = (values: number[]) => Math.max(1, ...values);
  const fields = types.flatMap((t) => (isObjectType(t) || isInterfaceType(t) ? Object.values(t.getFields()) : []));
  return {
    '__Schema.types': types.length,
    '__Schema.directives': schema.getDirectives().length,
    '__Type.fields': most(
      types.map((t) => (isObjectType(t) || isInterfaceType(t) ? Object.keys(t.getFields()).length : 0)),
    ),
    '__Type.inputFields': most(types.map((t) => (isInputObjectType(t) ? Object.keys(t.getFields()).length : 0))),
    '__Type.enumValues': most(types.map((t) => (isEnumType(t) ? t.getValues().length : 0))),
    '__Type.interfaces': most(types.map((t) => (isObjectType(t) || isInterfaceType(t) ? t.getInterfaces().length : 0))),
    '__Type.possibleTypes': most(types.map((t) => (isUnionType(t) ? t.getTypes().length : 0))),
    '__Field.args': most(fields.map((f) => f.args.length)),
    '__Directive.args': most(schema.getDirectives().map((d) => d.args.length)),
  };
}

interface SchemaCostInfo {
  introspectionLists: Record<string, number>;
  /** What one standard introspection query (as GraphiQL and codegen send it) costs: the introspection budget. */
  introspectionBudget: number;
}
const schemaInfo = new WeakMap<GraphQLSchema, SchemaCostInfo>();

function costInfo(schema: GraphQLSchema): SchemaCostInfo {
  let info = schemaInfo.get(schema);
  if (!info) {
    info = { introspectionLists: introspectionListSizes(schema), introspectionBudget: Infinity };
    schemaInfo.set(schema, info);
    const standard = parse(getIntrospectionQuery());
    const operation = standard.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
    info.introspectionBudget = measureQueryCost(schema, standard, operation, {}).introspection;
  }
  return info;
}

/** The page size a field will use: its `first`/`last`/`limit` argument (literal, variable or default). */
function pageSize(
  key: string,
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
  variableDefaults: Map<string, unknown>,
): number | null {
  const definition = field.args.find((a) => PAGE_ARGUMENTS.has(a.name));
  if (!definition) return null;
  const max = PAGE_MAX[key] ?? MAX_PAGE_SIZE;
  const argument = node.arguments?.find((a) => a.name.value === definition.name);
  let value: unknown;
  if (argument?.value.kind === Kind.VARIABLE) {
    const name = argument.value.name.value;
    value = name in variables ? variables[name] : variableDefaults.get(name);
  } else if (argument) {
    value = valueFromASTUntyped(argument.value);
  }
  if (value === undefined || value === null) value = definition.defaultValue ?? PAGE_DEFAULTS[key] ?? max;
  // Anything that is not a page size is refused when the field runs; count it at the most.
  if (typeof value !== 'number' || !Number.isFinite(value)) return max;
  return Math.max(0, Math.min(max, Math.ceil(value)));
}

/**
 * A list fetched by the ids it is given (`nodes(ids:)`): as long as the list of ids (literal or variable), at most
 * the field's maximum; null for any other field.
 */
function idsLength(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
): number | null {
  if (!field.args.some((a) => a.name === 'ids')) return null;
  const argument = node.arguments?.find((a) => a.name.value === 'ids');
  if (!argument) return null;
  const value =
    argument.value.kind === Kind.VARIABLE ? variables[argument.value.name.value] : valueFromASTUntyped(argument.value);
  return Array.isArray(value) ? value.length : null;
}

/**
 * What an operation costs: each field 1, plus what it selects times the length of the list it returns
 * (its page size when it has a `first`/`limit` argument, else the list's maximum). Fragments are
 * measured once per operation (memoised), so this is linear in the document's size.
 */
export function measureQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
): Cost {
  const values = variables && typeof variables === 'object' ? variables : {};
  const fragments = fragmentsOf(document);
  const variableDefaults = new Map<string, unknown>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue)
      variableDefaults.set(definition.variable.name.value, valueFromASTUntyped(definition.defaultValue));
  }
  const introspectionLists = schemaInfo.get(schema)?.introspectionLists ?? introspectionListSizes(schema);
  const fragmentCosts = new Map<string, Cost>();

  const measure = (set: SelectionSetNode | undefined, parent: GraphQLNamedType | undefined): Cost => {
    const total: Cost = { data: 0, introspection: 0 };
    if (!set) return total;
    for (const selection of set.selections) {
      let inner: Cost;
      if (selection.kind === Kind.FIELD) {
        inner = measureField(selection, parent);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        inner = measure(selection.selectionSet, type ?? parent);
      } else {
        inner = measureFragment(selection.name.value);
      }
      total.data += inner.data;
      total.introspection += inner.introspection;
    }
    return total;
  };

  const measureFragment = (name: string): Cost => {
    const known = fragmentCosts.get(name);
    if (known) return known;
    fragmentCosts.set(name, { data: 0, introspection: 0 }); // a cycle (refused by validation) counts as nothing
    const fragment = fragments.get(name);
    const cost = fragment
      ? measure(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value))
      : { data: 0, introspection: 0 };
    fragmentCosts.set(name, cost);
    return cost;
  };

  const measureField = (node: FieldNode, parent: GraphQLNamedType | undefined): Cost => {
    const name = node.name.value;
    const parentName = parent?.name ?? '';
    const introspection = name === '__schema' || name === '__type' || parentName.startsWith('__');
    const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
    let returnType: GraphQLNamedType | undefined;
    let length = 1;
    const key = `${parentName}.${name}`;
    if (FREE_FIELDS.has(key)) return { data: 0, introspection: 0 };
    if (name === '__schema') returnType = schema.getType('__Schema');
    else if (name === '__type') returnType = schema.getType('__Type');
    else if (field) {
      returnType = getNamedType(field.type);
      const page = pageSize(key, field, node, values, variableDefaults);
      if (page !== null) length = page;
      else if (isPayloadUserErrors(key)) length = USER_ERRORS_MAX;
      else if (isListType(getNullableType(field.type)) && !isConnectionEdges(key))
        length = idsLength(field, node, values) ?? introspectionLists[key] ?? LIST_MAX[key] ?? OTHER_LIST_MAX;
    }
    const inner = measure(node.selectionSet, returnType);
    if (introspection) return { data: 0, introspection: 1 + length * (inner.data + inner.introspection) };
    return { data: 1 + length * inner.data, introspection: length * inner.introspection };
  };

  return measure(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined);
}

/** A connection's `edges` and `nodes` hold its page: counted by the page size of the field above them. */
const isConnectionEdges = (key: string) => /Connection\.(edges|nodes)$/.test(key);

/** Every mutation payload's `userErrors`: one per input field at fault, and a general one. */
export const USER_ERRORS_MAX = 20;
const USER_ERRORS_ROW = '*Payload.userErrors';
const isPayloadUserErrors = (key: string) => /Payload\.userErrors$/.test(key);

/** How every list field of the schema is counted: the table docs/API.md shows (kept true by cost-docs.test.ts). */
export function costTable(schema: GraphQLSchema): {
  pages: { field: string; argument: string; defaultSize: number; maxSize: number }[];
  lists: { field: string; maxLength: number }[];
  free: string[];
} {
  const pages: { field: string; argument: string; defaultSize: number; maxSize: number }[] = [];
  const lists: { field: string; maxLength: number }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      const key = `${type.name}.${field.name}`;
      const page = field.args.find((a) => PAGE_ARGUMENTS.has(a.name));
      if (page) {
        const maxSize = PAGE_MAX[key] ?? MAX_PAGE_SIZE;
        const given = page.defaultValue ?? PAGE_DEFAULTS[key] ?? maxSize;
        pages.push({ field: key, argument: page.name, defaultSize: Number(given), maxSize });
      } else if (
        isListType(getNullableType(field.type)) &&
        isCompositeType(getNamedType(field.type)) && // a list of scalars costs 1 whatever its length
        !isConnectionEdges(key) &&
        !isPayloadUserErrors(key)
      ) {
        lists.push({ field: key, maxLength: LIST_MAX[key] ?? OTHER_LIST_MAX });
      }
    }
  }
  lists.push({ field: USER_ERRORS_ROW, maxLength: USER_ERRORS_MAX });
  return { pages, lists, free: [...FREE_FIELDS] };
}

/** What an operation asks for against the cost limit (`extensions.cost` of every answer), and the refusal if any. */
export interface CostAssessment {
  /** The data cost of the operation (see measureQueryCost). */
  requested: number;
  /** QUERY_LIMITS.cost. */
  limit: number;
  /** QUERY_TOO_COMPLEX when the data cost is over the limit, or introspection over one standard query's worth. */
  error: GraphQLError | null;
}

/** Measures an operation with its variables, after validation, and says whether it may run. */
export function assessQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
): CostAssessment {
  // The cost follows from the schema, the document and the variables' values alone, and Apollo hands every request
  // of one query text the same parsed document: an operation that may run is measured once per variables.
  const key = operation.variableDefinitions?.length ? JSON.stringify(variables ?? null) : '';
  let bySchema = assessedCosts.get(schema);
  if (!bySchema) assessedCosts.set(schema, (bySchema = new WeakMap()));
  let byVariables = bySchema.get(operation);
  if (!byVariables) bySchema.set(operation, (byVariables = new Map()));
  const known = key.length <= MAX_COST_KEY_LENGTH ? byVariables.get(key) : undefined;
  if (known) return known;
  const assessment = measureAssessment(schema, document, operation, variables);
  if (!assessment.error && key.length <= MAX_COST_KEY_LENGTH) {
    if (byVariables.size >= COSTS_PER_OPERATION) byVariables.clear();
    byVariables.set(key, assessment);
  }
  return assessment;
}

/** Assessments that let an operation run, per schema, parsed operation and variables (a few per operation). */
const assessedCosts = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, Map<string, CostAssessment>>>();
const COSTS_PER_OPERATION = 32;
const MAX_COST_KEY_LENGTH = 512;

function measureAssessment(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
): CostAssessment {
  const { introspectionBudget } = costInfo(schema);
  const cost = measureQueryCost(schema, document, operation, variables);
  const requested = Math.min(cost.data, Number.MAX_SAFE_INTEGER);
  let error: GraphQLError | null = null;
  if (cost.data > QUERY_LIMITS.cost)
    error = tooComplex(
      `Query costs ${Math.min(cost.data, 1e15)}; the limit is ${QUERY_LIMITS.cost}. Ask for fewer items per page.`,
      operation,
    );
  else if (cost.introspection > introspectionBudget)
    error = tooComplex(`Query asks for more of the schema than one introspection query; ask for it once.`, operation);
  return { requested, limit: QUERY_LIMITS.cost, error };
}

/**
 * The cost check of an operation with its variables, after validation: QUERY_TOO_COMPLEX when its data
 * fields cost more than QUERY_LIMITS.cost or its introspection fields more than one standard
 * introspection query.
 */
export function checkQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | null {
  return assessQueryCost(schema, document, operation, variables).error;
}

/** Errors of graphql's own limits (the parser's `maxTokens`, MaxIntrospectionDepthRule), told as ours. */
export const isGraphQLLimitError = (message: string) =>
  /Document contains more th\w+ \d+ tokens|^Maximum introspection depth exceeded/.test(message);

/** Parse options of every door: no more than QUERY_LIMITS.tokens tokens. */
export const PARSE_OPTIONS = { maxTokens: QUERY_LIMITS.tokens } as const;
