import { useSyncExternalStore } from 'react';

/** Whether the GraphQL WebSocket is connected (acknowledged) right now; live features poll while it is not. */
let connected = false;
const listeners = new Set<() => void>();

export function setWebSocketConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}

export function isWebSocketConnected(): boolean {
  return connected;
}

export function onWebSocketStatusChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWebSocketConnected(): boolean {
  return useSyncExternalStore(onWebSocketStatusChange, isWebSocketConnected, () => false);
}
