import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../ui/button';
import { DirectionsDocument } from './api/directions';
import { MapStyleUrlDocument } from './api/map-style';
import type { MapStop } from './itinerary-map';
import { loadItineraryMap } from './load-itinerary-map';
import { MapErrorBoundary } from './map-error-boundary';
import { MapLoading } from './map-loading';
import type { LatLng, LetteredStop } from './stop-letters';
import './map.css';

const ItineraryMap = lazy(loadItineraryMap);

/** Shown until the map's code and style arrive; the map keeps it up until its tiles are drawn. */
function MapPlaceholder() {
  return (
    <div className="itinerary-map">
      <MapLoading />
    </div>
  );
}

/**
 * The map beside the itinerary on large screens, a slide-up overlay behind a button on small ones.
 * `onUnavailable` hears when the map cannot show (its style or code failed to load, MapLibre could not start):
 * the page then lists the stops without a map.
 */
export function MapPanel({
  stops,
  member,
  focus = null,
  onUnavailable,
}: {
  stops: LetteredStop<MapStop>[];
  member: LatLng | null;
  focus?: LatLng | null;
  onUnavailable?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const style = useQuery(MapStyleUrlDocument);
  const points = stops.map(({ stop }) => ({ latitude: stop.latitude, longitude: stop.longitude, label: stop.name }));
  const directions = useQuery(DirectionsDocument, { variables: { points }, skip: points.length < 2 });
  const legs =
    points.length < 2 ? [] : (directions.data?.directions ?? []).map((leg) => leg.geometry.map((pair) => [...pair]));
  const skeleton = <MapPlaceholder />;
  const styleFailed = Boolean(style.error);
  useEffect(() => {
    if (styleFailed) onUnavailable?.();
  }, [styleFailed, onUnavailable]);
  return (
    <>
      <Button
        className="map-panel__toggle"
        variant="primary"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="itinerary-map-panel"
      >
        {open ? 'Hide map' : 'Show map'}
      </Button>
      <aside id="itinerary-map-panel" className={`map-panel ${open ? 'map-panel--open' : ''}`} aria-label="Map">
        {style.error ? (
          <p role="alert">The map could not load.</p>
        ) : style.data ? (
          <MapErrorBoundary
            onError={(error) => {
              console.warn('The map could not start:', error);
              onUnavailable?.();
            }}
            fallback={<p role="alert">The map could not load.</p>}
          >
            <Suspense fallback={skeleton}>
              <ItineraryMap
                styleUrl={style.data.mapStyleUrl}
                stops={stops}
                member={member}
                legs={legs}
                focus={focus}
                onStyleError={onUnavailable}
              />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          skeleton
        )}
        <p className="map-panel__credit">
          Place names from <a href="https://www.geonames.org/">GeoNames</a>; borders from Natural Earth.
        </p>
      </aside>
    </>
  );
}
