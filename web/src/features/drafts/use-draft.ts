import { useCallback, useEffect, useState } from 'react';
import { useViewer } from '../../lib/viewer';

/** localStorage keys: `culturalink.draft.<member id>.<name>`, one member's drafts never shown to another. */
const DRAFT_PREFIX = 'culturalink.draft.';

function keyFor(memberId: string | undefined, name: string): string | null {
  return memberId ? `${DRAFT_PREFIX}${memberId}.${name}` : null;
}

function read<T>(key: string | null): T | undefined {
  if (!key) return undefined;
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

function write(key: string | null, value: unknown, empty: unknown): void {
  if (!key) return;
  try {
    if (JSON.stringify(value) === JSON.stringify(empty)) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or unavailable: the draft lives in the page only */
  }
}

/**
 * Form state kept on the device for the signed-in member while it is typed (composer, comments, itineraries):
 * it survives a reload, a navigation and going offline, and `clear()` drops it once it is sent. Values must be
 * JSON (pictures are not kept). Returns `[value, setValue, clear, restored]`, `restored` true when a kept draft
 * was put back.
 */
export function useDraft<T>(
  name: string,
  empty: T,
): [T, (update: T | ((current: T) => T)) => void, () => void, boolean] {
  const { viewer } = useViewer();
  const key = keyFor(viewer?.id, name);
  const [emptyValue] = useState(empty);
  const [state, setState] = useState<{ key: string | null; value: T; restored: boolean }>(() => {
    const kept = read<T>(key);
    return { key, value: kept ?? empty, restored: kept !== undefined };
  });
  // The member became known after the first render (or changed): their own draft, if any, replaces the form.
  if (state.key !== key) {
    const kept = read<T>(key);
    setState({ key, value: kept ?? emptyValue, restored: kept !== undefined });
  }
  useEffect(() => write(state.key, state.value, emptyValue), [state, emptyValue]);

  const setValue = useCallback((update: T | ((current: T) => T)) => {
    setState((current) => ({
      ...current,
      value: typeof update === 'function' ? (update as (value: T) => T)(current.value) : update,
    }));
  }, []);
  const clear = useCallback(() => {
    setState((current) => {
      write(current.key, emptyValue, emptyValue);
      return { ...current, value: emptyValue, restored: false };
    });
  }, [emptyValue]);
  return [state.value, setValue, clear, state.restored];
}

/** Whether a form's value differs from its empty state (what the leave guard asks about). */
export function isDirty<T>(value: T, empty: T): boolean {
  return JSON.stringify(value) !== JSON.stringify(empty);
}
