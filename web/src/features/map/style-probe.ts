/** How long the browser waits for the online style before drawing the offline one (a bounded wait, then fallback). */
export const ONLINE_STYLE_WAIT_MS = 3000;

/** The parts of a MapLibre style that are read before handing it to MapLibre. */
export interface StyleJson {
  version: number;
  glyphs?: string;
  sources?: Record<string, { data?: unknown; url?: unknown }>;
  layers?: { layout?: { 'text-font'?: unknown } }[];
}

const probes = new Map<string, Promise<StyleJson | null>>();

/**
 * Whether the browser reaches the style at `url` in time: its answer, when it is a MapLibre v8 style that arrived
 * within `timeoutMs`, else null (unreachable, refused by the Content-Security-Policy, an error status, not a style).
 * One try per style and page load: an answer, or a failure, is remembered, so the next map does not wait again.
 */
export function probeStyle(url: string, timeoutMs = ONLINE_STYLE_WAIT_MS): Promise<StyleJson | null> {
  let probe = probes.get(url);
  if (!probe) {
    probe = fetchStyle(url, timeoutMs);
    probes.set(url, probe);
  }
  return probe;
}

/** The map found the style unusable after all (its tiles failed): later maps of this page load skip it. */
export function markStyleUnreachable(url: string): void {
  probes.set(url, Promise.resolve(null));
}

/** Forgets every probe (tests). */
export function resetStyleProbes(): void {
  probes.clear();
}

async function fetchStyle(url: string, timeoutMs: number): Promise<StyleJson | null> {
  // Offline, the online style is drawn only when the service worker kept it (with the tiles viewed before).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return keptStyle(url);
  try {
    return asStyle(await fetch(url, { signal: AbortSignal.timeout(timeoutMs) }));
  } catch {
    return null; // offline, refused, timed out or not JSON
  }
}

async function asStyle(response: Response | undefined): Promise<StyleJson | null> {
  if (!response?.ok) return null;
  const style = (await response.json()) as Partial<StyleJson> | null;
  return style?.version === 8 && typeof style.sources === 'object' ? (style as StyleJson) : null;
}

/** The style as the service worker's map cache kept it (web/build/offline-app.ts), else null. */
async function keptStyle(url: string): Promise<StyleJson | null> {
  try {
    return typeof caches === 'undefined' ? null : await asStyle(await caches.match(url));
  } catch {
    return null;
  }
}
