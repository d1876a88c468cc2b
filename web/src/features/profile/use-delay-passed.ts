import { useEffect, useState } from 'react';

/** False until `ms` have passed since the component mounted (or since `key` last changed). */
export function useDelayPassed(ms: number, key?: unknown): boolean {
  const [passed, setPassed] = useState<{ key: unknown } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setPassed({ key }), ms);
    return () => clearTimeout(timer);
  }, [ms, key]);
  return passed !== null && passed.key === key;
}
