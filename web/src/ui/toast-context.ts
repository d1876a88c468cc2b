import { createContext, useContext } from 'react';

export type ToastType = 'success' | 'error';
export const TOAST_DURATION_MS = 5000;
/** The settings screen hides its toasts sooner. */
export const SETTINGS_TOAST_DURATION_MS = 3000;

export interface ToastApi {
  show(type: ToastType, message: string, durationMs?: number): void;
  success(message: string, durationMs?: number): void;
  error(message: string, durationMs?: number): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it.');
  return api;
}
