import { useEffect, useState } from 'react';

/** Whole seconds until `availableAt` (0 once it has passed), ticking every second. */
export function useResendCountdown(availableAt: string | null | undefined): number {
  const target = availableAt ? new Date(availableAt).getTime() : 0;
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((target - now) / 1000));
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);
  return remaining;
}
