import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTheme } from '../../lib/theme';
import { Button } from '../../ui/button';
import { DirectionsDocument } from './api/directions';
import { MapStylesDocument } from './api/map-style';
import type { MapStop } from './itinerary-map';
import { loadItineraryMap } from './load-itinerary-map';
import { MapErrorBoundary } from './map-error-boundary';
import { MapLoading } from './map-loading';
import type { LatLng, LetteredStop } from './stop-letters';
import { useMapStyle } from './use-map-style';
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
 * The map beside the itinerary on large screens, a slide-up overlay behind a button on small ones. It draws the online
 * street style when the browser reaches it, else the offline one (useMapStyle). `onUnavailable` hears when the map
 * cannot show (the offline style or the code failed to load, MapLibre could not start): the page then lists the
 * stops without a map.
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
  const style = useQuery(MapStylesDocument);
  const [theme] = useTheme();
  const chosen = useMapStyle(style.data?.mapStyles, theme);
  const { source, fallBack } = chosen;
  // Online, a failed style gives way to the offline one; offline, the page lists the stops instead.
  const onStyleError = useCallback(
    () => (source === 'online' ? fallBack() : onUnavailable?.()),
    [source, fallBack, onUnavailable],
  );
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
        ) : chosen.url ? (
          <MapErrorBoundary
            onError={(error) => {
              console.warn('The map could not start:', error);
              onUnavailable?.();
            }}
            fallback={<p role="alert">The map could not load.</p>}
          >
            <Suspense fallback={skeleton}>
              <ItineraryMap
                styleUrl={chosen.url}
                styleSource={source}
                stops={stops}
                member={member}
                legs={legs}
                focus={focus}
                onStyleError={onStyleError}
              />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          skeleton
        )}
        <p className="map-panel__credit">
          Place names from <a href="https://www.geonames.org/">GeoNames</a>;{' '}
          {source === 'online' && chosen.url
            ? 'the street map credits its sources on the map.'
            : 'land, water and borders from Natural Earth.'}
        </p>
      </aside>
    </>
  );
}
