import { useEffect, useRef } from 'react';

/** The spec's trigger: the next page loads once the window is scrolled to within this many pixels of the bottom. */
export const NEAR_BOTTOM_PX = 10;

export function isNearBottom(
  scrollTop: number,
  viewportHeight: number,
  scrollHeight: number,
  threshold = NEAR_BOTTOM_PX,
): boolean {
  return scrollTop + viewportHeight >= scrollHeight - threshold;
}

/** Calls onNearBottom whenever the window scrolls near its bottom while enabled. */
export function useNearBottom(onNearBottom: () => void, enabled: boolean) {
  const latest = useRef(onNearBottom);
  useEffect(() => {
    latest.current = onNearBottom;
  });
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const root = document.documentElement;
      if (isNearBottom(window.scrollY, window.innerHeight, root.scrollHeight)) latest.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [enabled]);
}
