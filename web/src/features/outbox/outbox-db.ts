/**
 * The queued actions on the device (IndexedDB, so a post's photos are kept as the Files they are): one store keyed
 * by the action's id, read per member in the order the actions were made.
 */
import type { OutboxAction } from './outbox-action';

const DB_NAME = 'culturalink-outbox';
const STORE = 'actions';
const BY_MEMBER = 'by-member';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex(BY_MEMBER, ['memberId', 'seq']);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The outbox could not be opened.'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('An outbox request failed.'));
  });
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await open()).transaction(STORE, mode).objectStore(STORE);
}

/** One member's queued actions, oldest first. */
export async function readActions(memberId: string): Promise<OutboxAction[]> {
  const range = IDBKeyRange.bound([memberId, -Infinity], [memberId, Infinity]);
  return done((await store('readonly')).index(BY_MEMBER).getAll(range) as IDBRequest<OutboxAction[]>);
}

export async function putAction(action: OutboxAction): Promise<void> {
  await done((await store('readwrite')).put(action));
}

export async function deleteAction(id: string): Promise<void> {
  await done((await store('readwrite')).delete(id));
}

/** Every member's queued actions go (signing out on a shared device). */
export async function deleteAllActions(): Promise<void> {
  await done((await store('readwrite')).clear());
}
