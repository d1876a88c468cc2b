import {
  Kind,
  createSourceEventStream,
  execute,
  getNamedType,
  getOperationAST,
  isObjectType,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { currentCursor } from './event-stream.js';

/**
 * Shared execution of subscription events. Without it every socket executes the subscription document
 * for every event (graphql-js and the resolvers) and serialises its own message, which is what a fan-out
 * to thousands of sockets spends its time on. With it, the document is executed once per (event value,
 * document, viewer class) and every socket of that class receives the same serialised bytes.
 *
 * Sharing is decided per document, and only for shapes known to be safe: one subscription field whose
 * type registered a `SharedShape`, selecting only that type's listed scalar fields (no arguments, no
 * fragments, no directives). Fields whose value depends on the viewer (`isLiked`) decide the class.
 * Who receives an event at all is still decided per socket (the stream's `accept`): only the values a
 * stream marked with `markShared` (the same event read for every viewer) are shared. Anything else, and
 * any execution that answers errors, runs per socket exactly as before.
 */
export interface SharedShape {
  /** Scalar fields whose value is the same for every viewer who may receive the value. */
  independent: ReadonlySet<string>;
  /** Scalar fields whose value depends on the viewer: each returns this viewer's value (its class). */
  byViewer: Readonly<Record<string, (value: never) => unknown>>;
}

const shapes = new Map<string, SharedShape>();

/** Declares which fields of the GraphQL object type `typeName` may be executed once for many viewers. */
export function shareShape(typeName: string, shape: SharedShape): void {
  shapes.set(typeName, shape);
}

/** The event read behind a value a stream emitted (one token per event, shared by every viewer's value). */
const TOKEN = Symbol('shared event token');
type Marked = { [TOKEN]?: object };

/** Marks `value` as one viewer's copy of what `token` (the event's shared reading) holds: see SharedShape. */
export function markShared<T extends object>(value: T, token: object): T {
  (value as Marked)[TOKEN] = token;
  return value;
}

interface Plan {
  id: number;
  shape: SharedShape;
  /** The viewer-dependent fields the document selects. */
  viewerFields: string[];
}

let nextPlanId = 1;
const plans = new WeakMap<DocumentNode, Map<string, Plan | null>>();

/** Whether the document's subscription may be shared, and by which viewer-dependent fields. Cached per document. */
function planOf(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): Plan | null {
  let byName = plans.get(document);
  if (!byName) plans.set(document, (byName = new Map()));
  const name = operationName ?? '';
  if (byName.has(name)) return byName.get(name)!;
  const plan = analyse(schema, document, operationName);
  byName.set(name, plan);
  return plan;
}

function analyse(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): Plan | null {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'subscription' || operation.selectionSet.selections.length !== 1) return null;
  const root = operation.selectionSet.selections[0]!;
  if (root.kind !== Kind.FIELD || root.directives?.length || !root.selectionSet) return null;
  // the root field's arguments (postIds, after) only choose the events: its resolver returns the event's value
  const field = schema.getSubscriptionType()?.getFields()[root.name.value];
  const type = field && getNamedType(field.type);
  const shape = type && isObjectType(type) ? shapes.get(type.name) : undefined;
  if (!shape) return null;
  const viewerFields = new Set<string>();
  for (const selection of root.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.directives?.length || selection.arguments?.length) return null;
    if (selection.selectionSet) return null;
    const fieldName = selection.name.value;
    if (fieldName === '__typename' || shape.independent.has(fieldName)) continue;
    if (!Object.hasOwn(shape.byViewer, fieldName)) return null;
    viewerFields.add(fieldName);
  }
  return { id: nextPlanId++, shape, viewerFields: [...viewerFields].sort() };
}

/** A result executed once for many sockets: `bytes` is its message payload, serialised once. */
const SHARED = Symbol('shared payload');
type SharedResult = ExecutionResult & { [SHARED]?: string };

/** How often an event was executed for sharing, and how many messages carried shared bytes (tests read these). */
export const sharedDeliveryCounts = { executions: 0, messages: 0 };

/** Counts a message that carried a shared result's bytes (the socket binding writes them as they are). */
export const countSharedMessage = () => void (sharedDeliveryCounts.messages += 1);

/**
 * Shared executions per event token, then per (document, cursor, viewer class): the result once it is there,
 * the promise of it before. Dropped with the event.
 */
type Execution = SharedResult | null | Promise<SharedResult | null>;
const executions = new WeakMap<object, Map<string, Execution>>();

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

const classKeyOf = (values: unknown[]) => values.map((v) => `\u0001${JSON.stringify(v) ?? ''}`).join('');

/** The viewer's class: the values of the viewer-dependent fields, or their promise while one is still asked. */
function classOf(plan: Plan, value: object): string | Promise<string> {
  const values = plan.viewerFields.map((fieldName) =>
    (plan.shape.byViewer[fieldName] as (v: object) => unknown)(value),
  );
  return values.some(isPromise) ? Promise.all(values).then(classKeyOf) : classKeyOf(values);
}

const serialised = (result: ExecutionResult, cursor: string | undefined): SharedResult | null => {
  if (result.errors) return null; // errors are formatted per socket, as without sharing
  const payload = cursor ? { ...result, extensions: { ...result.extensions, cursor } } : result;
  return Object.assign(result, { [SHARED]: JSON.stringify(payload) });
};

/** The execution of `value` shared by every viewer of its class, started by the first of them. */
function sharedExecution(plan: Plan, args: ExecutionArgs, token: object, classKey: string, value: unknown): Execution {
  const cursor = currentCursor(args.contextValue);
  const key = `${plan.id}\u0001${cursor ?? ''}${classKey}`;
  let byKey = executions.get(token);
  if (!byKey) executions.set(token, (byKey = new Map()));
  if (byKey.has(key)) return byKey.get(key)!;
  sharedDeliveryCounts.executions += 1;
  const ran = execute({ ...args, rootValue: value });
  if (!isPromise(ran)) {
    const shared = serialised(ran, cursor);
    byKey.set(key, shared);
    return shared;
  }
  const execution = ran.then((result) => {
    const shared = serialised(result, cursor);
    byKey.set(key, shared); // later viewers of the class take it without waiting
    return shared;
  });
  byKey.set(key, execution);
  return execution;
}

const DONE: IteratorResult<ExecutionResult> = { value: undefined, done: true };
const item = (result: ExecutionResult): IteratorResult<ExecutionResult> => ({ value: result, done: false });
type Next = IteratorResult<ExecutionResult> | Promise<IteratorResult<ExecutionResult>>;

/**
 * The iterator graphql-ws reads: each value of the source stream executed, once per viewer class when the
 * value is marked shared. When the class and its execution are already known (every viewer after the first of
 * a class), the value costs no promise beyond the source's own.
 */
class SharedExecutionIterator implements AsyncIterableIterator<ExecutionResult> {
  constructor(
    private readonly args: ExecutionArgs,
    private readonly plan: Plan | null,
    private readonly source: AsyncIterator<unknown>,
  ) {}

  next(): Promise<IteratorResult<ExecutionResult>> {
    return this.source.next().then((next) => (next.done ? DONE : this.map(next.value)));
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    await this.source.return?.();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.source.return?.();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  private map(value: unknown): Next {
    const plan = this.plan;
    const token = plan && typeof value === 'object' && value !== null ? (value as Marked)[TOKEN] : undefined;
    if (!token) return this.own(value);
    const classKey = classOf(plan!, value as object);
    if (isPromise(classKey)) return classKey.then((key) => this.shared(value, token, key));
    return this.shared(value, token, classKey);
  }

  private shared(value: unknown, token: object, classKey: string): Next {
    const execution = sharedExecution(this.plan!, this.args, token, classKey, value);
    if (isPromise(execution)) return execution.then((shared) => (shared ? item(shared) : this.own(value)));
    return execution ? item(execution) : this.own(value);
  }

  /** This viewer's own execution: an unshared document or value, or a shared execution that answered errors. */
  private own(value: unknown): Promise<IteratorResult<ExecutionResult>> {
    return Promise.resolve(execute({ ...this.args, rootValue: value })).then(item);
  }
}

/**
 * graphql-ws's `subscribe`: graphql-js's own (source stream, then execute per value), except that values
 * marked with `markShared` under a shareable document are executed once per viewer class.
 */
export async function sharedSubscribe(
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  return new SharedExecutionIterator(
    args,
    planOf(args.schema, args.document, args.operationName),
    stream[Symbol.asyncIterator](),
  );
}

/** The serialised payload of a shared result, or undefined for a result of this socket's own. */
export const sharedBytesOf = (result: ExecutionResult): string | undefined => (result as SharedResult)[SHARED];
