import { useSyncExternalStore } from 'react';

/** The spec's key: the session token lives in sessionStorage under TOKEN (one tab, gone when it closes). */
const TOKEN_KEY = 'TOKEN';
const listeners = new Set<() => void>();

export function getToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  if (getToken() === null) return;
  sessionStorage.removeItem(TOKEN_KEY);
  notify();
}

/** Calls the listener whenever the token is set or cleared; returns the unsubscribe function. */
export function onTokenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToken(): string | null {
  return useSyncExternalStore(onTokenChange, getToken, () => null);
}

function notify() {
  for (const listener of listeners) listener();
}
