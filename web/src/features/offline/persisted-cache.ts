import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import { isOnline } from './online-status';

/** localStorage keys: `culturalink.cache.<User:id>` holds that member's Apollo cache. */
const CACHE_PREFIX = 'culturalink.cache.';
/** sessionStorage (per tab, like the token): whose cache this tab keeps. */
const OWNER_KEY = 'CACHE_OWNER';
/** Above this many characters a snapshot is not kept (localStorage holds about 5 MB per origin). */
const MAX_SNAPSHOT_CHARS = 3_000_000;
const SAVE_DELAY_MS = 800;

type Cache = Pick<InMemoryCache, 'extract' | 'restore'>;

function owner(): string | null {
  try {
    return sessionStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

/** The member a snapshot belongs to: the cache's `me` (a `User:<id>` reference), null for a guest's. */
function memberOf(snapshot: NormalizedCacheObject): string | null {
  const me = (snapshot.ROOT_QUERY as { me?: { __ref?: string } } | undefined)?.me;
  return typeof me?.__ref === 'string' ? me.__ref : null;
}

function kept(member: string): NormalizedCacheObject | null {
  try {
    const text = localStorage.getItem(CACHE_PREFIX + member);
    return text ? (JSON.parse(text) as NormalizedCacheObject) : null;
  } catch {
    return null;
  }
}

/**
 * Writes the member's cache to the device now (nothing for a guest, or a snapshot too big to keep), over what earlier
 * page loads of theirs kept: the feed seen on one page load and the itinerary opened on the next are both kept.
 */
export function saveCache(cache: Cache): void {
  try {
    const current = cache.extract();
    const member = memberOf(current);
    if (!member) return;
    const earlier = kept(member) ?? {};
    const snapshot: NormalizedCacheObject = {
      ...earlier,
      ...current,
      ROOT_QUERY: { ...earlier.ROOT_QUERY, ...current.ROOT_QUERY } as NormalizedCacheObject['ROOT_QUERY'],
    };
    const text = JSON.stringify(snapshot);
    if (text.length > MAX_SNAPSHOT_CHARS) return;
    sessionStorage.setItem(OWNER_KEY, member);
    localStorage.setItem(CACHE_PREFIX + member, text);
  } catch {
    /* storage full or unavailable: the app works on, without an offline copy */
  }
}

/**
 * Keeps the member's Apollo cache on the device (what the feed, notifications, itineraries and profiles last showed),
 * written shortly after each answer and when the page is hidden or goes offline. Returns `schedule`, for the link
 * that sees each answer arrive.
 */
export function persistCache(cache: Cache): { schedule(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    saveCache(cache);
  };
  window.addEventListener('pagehide', flush);
  window.addEventListener('offline', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_DELAY_MS);
    },
  };
}

/**
 * A page that starts offline shows what this tab's member last saw: their kept cache is put back before any query
 * runs. Online the cache starts empty as before, so nothing stale is shown where fresh data can be had.
 */
export function restoreCacheWhenOffline(cache: Cache, signedIn: boolean): boolean {
  if (isOnline() || !signedIn) return false;
  const member = owner();
  const snapshot = member ? kept(member) : null;
  if (!snapshot) return false;
  try {
    cache.restore(snapshot);
    return true;
  } catch {
    return false;
  }
}

/** Signing out (or a refused token) removes every member's kept cache from the device. */
export function clearPersistedCaches(): void {
  try {
    sessionStorage.removeItem(OWNER_KEY);
    for (const key of Object.keys(localStorage)) if (key.startsWith(CACHE_PREFIX)) localStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing was kept */
  }
}
