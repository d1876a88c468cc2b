import { useEffect, useRef, type ComponentProps } from 'react';
import type { Marker as MapLibreMarker } from 'maplibre-gl';
import { Marker } from 'react-map-gl/maplibre';

/**
 * A MapLibre marker whose wrapper stays a plain box: MapLibre names every marker element role="button"
 * aria-label="Map marker", which nests our own labelled button inside another one (axe nested-interactive)
 * and adds a meaningless name. The content we render carries the role and the name.
 */
export function UnlabelledMarker(props: ComponentProps<typeof Marker>) {
  const marker = useRef<MapLibreMarker>(null);
  // Runs after Marker's own effect has added it to the map (children's effects run first), so after MapLibre set them.
  useEffect(() => {
    const element = marker.current?.getElement();
    element?.removeAttribute('role');
    element?.removeAttribute('aria-label');
  }, []);
  return <Marker ref={marker} {...props} />;
}
