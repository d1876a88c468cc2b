import type { PubSub } from 'type-graphql';
import type { DomainEvent } from '../app/event-bus.js';
import type { AppServices } from '../app/services.js';

const MAX_BUFFERED = 500;

/**
 * Turns domain events of one type into the async iterator a GraphQL subscription returns.
 * `accept` decides, per event and per subscriber, what (if anything) to deliver: load the data in a
 * fresh EntityManager fork and return null for what this viewer may not see. Events are handled in
 * arrival order; the bus subscription ends when the client unsubscribes or disconnects.
 */
export function eventStream<T>(
  services: AppServices,
  type: string,
  accept: (event: DomainEvent) => Promise<T | null> | T | null,
): AsyncIterableIterator<T> {
  const ready: T[] = [];
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  let finished = false;
  let chain = Promise.resolve();

  const deliver = (value: T) => {
    const next = waiting.shift();
    if (next) next({ value, done: false });
    else if (ready.length < MAX_BUFFERED) ready.push(value);
  };
  const unsubscribe = services.events.subscribe(type, (event) => {
    chain = chain.then(async () => {
      if (finished) return;
      try {
        const value = await accept(event);
        if (value !== null && value !== undefined && !finished) deliver(value);
      } catch (error) {
        services.logger.error(`subscription handler for ${type} failed`, error);
      }
    });
  });
  const finish = () => {
    if (finished) return;
    finished = true;
    unsubscribe();
    ready.length = 0;
    for (const next of waiting.splice(0)) next({ value: undefined, done: true });
  };

  return {
    next() {
      if (ready.length > 0) return Promise.resolve({ value: ready.shift() as T, done: false });
      if (finished) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return() {
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(error: unknown) {
      finish();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * TypeGraphQL insists on a PubSub as soon as one subscription exists. Every subscription here uses
 * `subscribe: () => eventStream(...)` over the PostgreSQL event bus instead, so topic-based ones are refused.
 */
export const topicPubSubUnsupported: PubSub = {
  publish() {
    throw new Error('Publish domain events through services.events.');
  },
  subscribe() {
    throw new Error('Subscriptions use `subscribe: () => eventStream(...)`, not topics.');
  },
};
