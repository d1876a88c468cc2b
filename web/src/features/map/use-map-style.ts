import { useCallback, useEffect, useState } from 'react';
import type { Theme } from '../../lib/theme';
import { markStyleUnreachable, probeStyle } from './style-probe';

/** The styles the API offers (Query.mapStyles). */
export interface MapStyleChoices {
  online: string | null;
  onlineDark: string | null;
  offline: string;
  offlineDark: string;
}

export type MapStyleSource = 'online' | 'offline';

interface ShownStyle {
  url: string;
  source: MapStyleSource;
}

/** The style a theme draws when the online one is reachable (the dark online style, else the one for both). */
export function onlineStyleFor(styles: MapStyleChoices, theme: Theme): string | null {
  return theme === 'dark' ? (styles.onlineDark ?? styles.online) : styles.online;
}

export function offlineStyleFor(styles: MapStyleChoices, theme: Theme): string {
  return theme === 'dark' ? styles.offlineDark : styles.offline;
}

/**
 * The style the map draws: the online street style once the browser has reached it (probeStyle, a bounded wait),
 * else, and from the moment it fails (`fallBack`: the map's tiles did not come), the offline one. `url` is null
 * while the first online style is being tried: the panel keeps its loading skeleton up, so no broken frame is drawn;
 * a later one (the theme changed) is tried while the map keeps drawing the style it has.
 */
export function useMapStyle(styles: MapStyleChoices | undefined, theme: Theme) {
  const online = styles ? onlineStyleFor(styles, theme) : null;
  const [reached, setReached] = useState<Record<string, boolean>>({});
  useEffect(() => {
    if (!online || online in reached) return;
    let current = true;
    void probeStyle(online).then((style) => {
      if (current) setReached((known) => ({ ...known, [online]: style !== null }));
    });
    return () => {
      current = false;
    };
  }, [online, reached]);
  const fallBack = useCallback(() => {
    if (!online) return;
    markStyleUnreachable(online);
    setReached((known) => ({ ...known, [online]: false }));
  }, [online]);
  const ready = styles && !(online && reached[online] === undefined);
  const target: ShownStyle | null = !ready
    ? null
    : online && reached[online]
      ? { url: online, source: 'online' }
      : { url: offlineStyleFor(styles, theme), source: 'offline' };
  // The last style decided on stays while the next one is tried (React's "adjust state while rendering").
  const [shown, setShown] = useState<ShownStyle | null>(target);
  if (target && (target.url !== shown?.url || target.source !== shown?.source)) setShown(target);
  const current = target ?? shown;
  return { url: current?.url ?? null, source: current?.source ?? ('online' as MapStyleSource), fallBack };
}
