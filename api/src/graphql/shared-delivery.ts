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
import type { WebSocket } from 'ws';
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

/** The event read behind each value a stream emitted (one token per event, shared by every viewer's value). */
const tokens = new WeakMap<object, object>();

/** Marks `value` as one viewer's copy of what `token` (the event's shared reading) holds: see SharedShape. */
export function markShared<T extends object>(value: T, token: object): T {
  tokens.set(value, token);
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

/** Shared executions per event token, then per (document, cursor, viewer class). Dropped with the event. */
const executions = new WeakMap<object, Map<string, Promise<SharedResult | null>>>();

async function sharedExecution(
  plan: Plan,
  args: ExecutionArgs,
  value: object,
  token: object,
  run: () => ExecutionResult | Promise<ExecutionResult>,
): Promise<SharedResult | null> {
  const cursor = currentCursor(args.contextValue);
  const classes = await Promise.all(
    plan.viewerFields.map((fieldName) => (plan.shape.byViewer[fieldName] as (v: object) => unknown)(value)),
  );
  const key = `${plan.id}\u0001${cursor ?? ''}\u0001${JSON.stringify(classes)}`;
  let byKey = executions.get(token);
  if (!byKey) executions.set(token, (byKey = new Map()));
  let execution = byKey.get(key);
  if (!execution) {
    sharedDeliveryCounts.executions += 1;
    execution = Promise.resolve(run()).then((result) => {
      if (result.errors) return null; // errors are formatted per socket, as without sharing
      const payload = cursor ? { ...result, extensions: { ...result.extensions, cursor } } : result;
      return Object.assign(result, { [SHARED]: JSON.stringify(payload) });
    });
    byKey.set(key, execution);
  }
  return execution;
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
  const plan = planOf(args.schema, args.document, args.operationName);
  const source = stream[Symbol.asyncIterator]();
  const map = async (value: unknown): Promise<ExecutionResult> => {
    const run = () => execute({ ...args, rootValue: value });
    const token = plan && typeof value === 'object' && value !== null ? tokens.get(value) : undefined;
    if (!token) return run();
    return (await sharedExecution(plan!, args, value as object, token, run)) ?? run();
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const item = await source.next();
      return item.done ? { value: undefined, done: true } : { value: await map(item.value), done: false };
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    async throw(error: unknown) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** The serialised payload of a shared result, or undefined for a result of this socket's own. */
export const sharedBytesOf = (result: ExecutionResult): string | undefined => (result as SharedResult)[SHARED];

/**
 * Sockets receive a shared payload's bytes as they are: the message graphql-ws serialises carries a
 * placeholder (`sharedPayload`), which the socket's `send` replaces by the bytes. Installed on every socket
 * when it connects (`installSharedSend`).
 */
const pendingBytes = new WeakMap<WebSocket, Map<number, string>>();
let nextPlaceholder = 1;
const PLACEHOLDER_AT_END = /"payload":"\\u0000(\d+)"\}$/;

/** What `onNext` returns for a shared result: serialises as a placeholder that this socket's `send` swaps for `bytes`. */
export function sharedPayload(socket: WebSocket, bytes: string): Record<string, unknown> {
  let pending = pendingBytes.get(socket);
  if (!pending) pendingBytes.set(socket, (pending = new Map()));
  const placeholder = nextPlaceholder++;
  pending.set(placeholder, bytes);
  return { toJSON: () => `\u0000${placeholder}` };
}

/** Lets `socket.send` put shared bytes where a placeholder stands (see sharedPayload). */
export function installSharedSend(socket: WebSocket): void {
  const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
  (socket as { send: unknown }).send = (data: unknown, ...rest: unknown[]) => {
    const pending = pendingBytes.get(socket);
    if (pending && pending.size > 0 && typeof data === 'string') {
      const found = PLACEHOLDER_AT_END.exec(data);
      const placeholder = found ? Number(found[1]) : undefined;
      const bytes = placeholder === undefined ? undefined : pending.get(placeholder);
      if (bytes !== undefined) {
        pending.delete(placeholder!);
        sharedDeliveryCounts.messages += 1;
        data = `${data.slice(0, found!.index)}"payload":${bytes}}`;
      }
    }
    send(data, ...rest);
  };
}
