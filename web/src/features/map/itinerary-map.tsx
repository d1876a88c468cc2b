import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import MapView, { Layer, Marker, NavigationControl, Popup, Source, type MapRef } from 'react-map-gl/maplibre';
import { MapLoading } from './map-loading';
import { FIT_MAX_ZOOM, FIT_PADDING, fitStops } from './map-view';
import type { LatLng, LetteredStop } from './stop-letters';
import './map.css';

export interface MapStop extends LatLng {
  id: string;
  name: string;
  types: readonly string[];
}

export interface ItineraryMapProps {
  styleUrl: string;
  stops: LetteredStop<MapStop>[];
  member: LatLng | null;
  /** Lines drawn between consecutive stops: one list of [longitude, latitude] per leg. */
  legs: number[][][];
  /** The place being chosen in the stop modal, or a stop picked in the list: the map zooms to it. */
  focus: LatLng | null;
}

export const DEFAULT_ZOOM = 2;
export const FOCUS_ZOOM = 15;
export const NO_STOPS_ZOOM = 3;

/** The MapLibre map: lettered markers (A = the member), a popup with up to 2 place types, lines between stops. */
export default function ItineraryMap({ styleUrl, stops, member, legs, focus }: ItineraryMapProps) {
  const map = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = stops.find((entry) => entry.stop.id === openId) ?? null;
  const first = stops[0]?.stop ?? member;
  // The stops' frame, recomputed only when a stop moves, is added or removed.
  const stopsKey = stops.map(({ stop }) => `${stop.latitude},${stop.longitude}`).join(';');
  const fit = useMemo(
    () =>
      fitStops(
        stopsKey
          ? stopsKey.split(';').map((pair) => ({ latitude: +pair.split(',')[0], longitude: +pair.split(',')[1] }))
          : [],
      ),
    [stopsKey],
  );
  const initialViewState = useMemo(
    () =>
      fit?.kind === 'bounds'
        ? { bounds: fit.bounds, fitBoundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM } }
        : fit
          ? { longitude: fit.longitude, latitude: fit.latitude, zoom: fit.zoom }
          : { longitude: first?.longitude ?? 121, latitude: first?.latitude ?? 13, zoom: DEFAULT_ZOOM },
    // Only the first frame: later changes move the camera below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => {
    if (!loaded || !map.current) return;
    if (focus) map.current.flyTo({ center: [focus.longitude, focus.latitude], zoom: FOCUS_ZOOM });
    else if (fit?.kind === 'bounds') map.current.fitBounds(fit.bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM });
    else if (fit) map.current.flyTo({ center: [fit.longitude, fit.latitude], zoom: fit.zoom });
    else map.current.flyTo({ center: member ? [member.longitude, member.latitude] : [121, 13], zoom: NO_STOPS_ZOOM });
  }, [loaded, focus, fit, member]);

  const lines = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: legs.map((coordinates) => ({
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'LineString' as const, coordinates },
      })),
    }),
    [legs],
  );

  return (
    <div className="itinerary-map" data-testid="itinerary-map" data-map-loaded={loaded ? 'true' : 'false'}>
      {!loaded && <MapLoading />}
      <MapView
        ref={map}
        mapStyle={styleUrl}
        initialViewState={initialViewState}
        onLoad={() => setLoaded(true)}
        style={{ width: '100%', height: '100%' }}
        attributionControl={{ compact: true, customAttribution: 'Places: GeoNames (CC BY 4.0) · Natural Earth' }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <Source id="itinerary-legs" type="geojson" data={lines}>
          <Layer
            id="itinerary-legs"
            type="line"
            paint={{ 'line-color': '#a8431f', 'line-width': 3, 'line-opacity': 0.8 }}
            layout={{ 'line-cap': 'round', 'line-join': 'round' }}
          />
        </Source>
        {member && (
          <Marker longitude={member.longitude} latitude={member.latitude} anchor="bottom">
            <span
              className="map-marker map-marker--member"
              data-testid="map-marker"
              data-letter="A"
              title="Your location"
            >
              A
            </span>
          </Marker>
        )}
        {stops.map(({ stop, letter }) => (
          <Marker key={stop.id} longitude={stop.longitude} latitude={stop.latitude} anchor="bottom">
            <button
              type="button"
              className="map-marker"
              data-testid="map-marker"
              data-letter={letter}
              aria-label={`${letter}: ${stop.name}`}
              onClick={() => setOpenId(stop.id)}
            >
              {letter}
            </button>
          </Marker>
        ))}
        {open && (
          <Popup
            longitude={open.stop.longitude}
            latitude={open.stop.latitude}
            anchor="top"
            onClose={() => setOpenId(null)}
            closeOnClick={false}
          >
            <div className="map-popup">
              <strong>
                {open.letter}. {open.stop.name}
              </strong>
              {open.stop.types.length > 0 && (
                <span className="map-popup__types">{open.stop.types.slice(0, 2).join(' · ')}</span>
              )}
            </div>
          </Popup>
        )}
      </MapView>
    </div>
  );
}
