import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Observable, type Observer } from 'rxjs';
import { clientDefaults, createCache } from '../lib/apollo-cache';
import { ToastProvider } from '../ui/toast-provider';

/** One operation the component sent. */
export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
}

/**
 * What the fake server answers: a result (`{ data }` or `{ errors }`), an Error (a network failure),
 * `'open'` to keep the operation open (a subscription: send it events with `push`), or `undefined`
 * for an empty answer (e.g. a mutation whose result the component does not read).
 */
export type FakeAnswer = { data?: unknown; errors?: readonly GraphQLFormattedError[] } | Error | 'open' | undefined;

/** The web test kit's one fake GraphQL server: every operation goes to `answer`, with the app's own cache rules. */
export function createFakeGraphQL(answer: (operation: SentOperation) => FakeAnswer) {
  const sent: SentOperation[] = [];
  const contexts = new Map<string, Record<string, unknown>>();
  const open = new Map<string, Observer<FormattedExecutionResult>>();
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const request = { name: operation.operationName ?? '', variables: operation.variables };
        sent.push(request);
        contexts.set(request.name, operation.getContext());
        const result = answer(request);
        if (result === 'open') {
          open.set(request.name, observer);
          return;
        }
        if (result instanceof Error) {
          observer.error(result);
          return;
        }
        if (result) observer.next(result as FormattedExecutionResult);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: createCache(), defaultOptions: clientDefaults });
  return {
    client,
    sent,
    /** What the component put in the context of the last operation `name` (e.g. an upload's progress and cancel). */
    contextOf: (name: string) => contexts.get(name),
    /** Names of the operations sent so far, in order. */
    sentNames: () => sent.map((operation) => operation.name),
    /** Whether the operation `name` is open (a subscription the component started). */
    isOpen: (name: string) => open.has(name),
    /** Sends an event to the open operation `name`. */
    push: (name: string, data: unknown) => {
      const observer = open.get(name);
      if (!observer) throw new Error(`${name} is not open`);
      observer.next({ data } as FormattedExecutionResult);
    },
  };
}

/** Answers each operation by name from a table; an operation missing from it gets an empty answer. */
export const answerByName =
  (table: Record<string, FakeAnswer | ((variables: Record<string, unknown>) => FakeAnswer)>) =>
  ({ name, variables }: SentOperation): FakeAnswer => {
    const entry = table[name];
    return typeof entry === 'function' ? entry(variables) : entry;
  };

/** Answers in turn, one per call, the last one again for any further call (e.g. a failure, then a retry that works). */
export const inTurn =
  (...answers: FakeAnswer[]) =>
  (): FakeAnswer =>
    answers.length > 1 ? answers.shift() : answers[0];

/** Renders `ui` as the app would hold it (Apollo with the fake server, a router, toasts). */
export function renderWithGraphQL(
  ui: ReactNode,
  answer: (operation: SentOperation) => FakeAnswer,
  options: { route?: string } = {},
) {
  const fake = createFakeGraphQL(answer);
  const view = render(
    <ApolloProvider client={fake.client}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <ToastProvider>{ui}</ToastProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { ...fake, view };
}
