import 'maplibre-gl/dist/maplibre-gl.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import MapView, { Layer, NavigationControl, Popup, Source, type MapRef } from 'react-map-gl/maplibre';
import { useTheme } from '../../lib/theme';
import { LEG_COLOR } from './basemap-theme';
import { MapLoading } from './map-loading';
import { FIT_MAX_ZOOM, FIT_PADDING, FOCUS_ZOOM, fitStops, initialView, NO_STOPS_ZOOM } from './map-view';
import type { LatLng, LetteredStop } from './stop-letters';
import { UnlabelledMarker } from './unlabelled-marker';
import './map.css';

export interface MapStop extends LatLng {
  id: string;
  name: string;
  types: readonly string[];
}

/** An online style whose map has not drawn by then (its tiles hang) gives way to the offline one. */
export const ONLINE_MAP_LOAD_WAIT_MS = 12_000;

export interface ItineraryMapProps {
  styleUrl: string;
  /** Online: any failure before the first frame (style, source or tile) or a hang falls back to the offline style. */
  styleSource: 'online' | 'offline';
  stops: LetteredStop<MapStop>[];
  member: LatLng | null;
  /** Lines drawn between consecutive stops: one list of [longitude, latitude] per leg. */
  legs: number[][][];
  /** The place being chosen in the stop modal, or a stop picked in the list: the map zooms to it. */
  focus: LatLng | null;
  /** The style (or, online, its tiles) failed before the first frame: the map would stay blank. */
  onStyleError?: () => void;
}

/** The MapLibre map: lettered markers (A = the member), a popup with up to 2 place types, lines between stops. */
export default function ItineraryMap({
  styleUrl,
  styleSource,
  stops,
  member,
  legs,
  focus,
  onStyleError,
}: ItineraryMapProps) {
  const map = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const [theme] = useTheme();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = stops.find((entry) => entry.stop.id === openId) ?? null;
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
  // Frames the stops; a hidden map (the phone overlay before it opens) is framed when it gets its size.
  // Eases in a straight line: MapLibre's flyTo (also behind fitBounds by default) computes NaN when the camera is
  // already where it is sent (framed at the first size, then again on load) and throws from its render loop.
  const frame = useCallback(
    (animate: boolean) => {
      const current = map.current;
      if (!current) return;
      const { clientWidth, clientHeight } = current.getContainer();
      if (clientWidth < 3 * FIT_PADDING || clientHeight < 3 * FIT_PADDING) return;
      const duration = animate ? undefined : 0;
      if (focus) current.easeTo({ center: [focus.longitude, focus.latitude], zoom: FOCUS_ZOOM, duration });
      else if (fit?.kind === 'bounds')
        current.fitBounds(fit.bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, duration, linear: true });
      else if (fit) current.easeTo({ center: [fit.longitude, fit.latitude], zoom: fit.zoom, duration });
      else
        current.easeTo({
          center: member ? [member.longitude, member.latitude] : [121, 13],
          zoom: NO_STOPS_ZOOM,
          duration,
        });
    },
    [focus, fit, member],
  );
  const framedSize = useRef(false);
  // On load the map jumps to its frame; later changes (a stop picked, added or moved) ease to the new one.
  const framedOnLoad = useRef(false);
  useEffect(() => {
    if (!loaded) return;
    frame(framedOnLoad.current);
    framedOnLoad.current = true;
  }, [loaded, frame]);

  // A new style (the theme changed, or the online one gave way) draws before the map counts as loaded again.
  const [loadedStyle, setLoadedStyle] = useState<string | null>(null);
  const styleLoaded = loaded && loadedStyle === styleUrl;
  // Whether the camera rests with every tile drawn (MapLibre's idle, until the next move): a signal for tests.
  const [idle, setIdle] = useState(false);
  // An online style that has not drawn in time (its tiles hang) gives way to the offline one.
  useEffect(() => {
    if (styleSource !== 'online' || loaded) return;
    const timer = setTimeout(() => onStyleError?.(), ONLINE_MAP_LOAD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [styleSource, loaded, onStyleError]);

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
    <div
      className="itinerary-map"
      data-testid="itinerary-map"
      data-map-loaded={styleLoaded ? 'true' : 'false'}
      data-map-style={styleSource}
      data-map-idle={idle ? 'true' : 'false'}
    >
      {!loaded && <MapLoading />}
      <MapView
        ref={map}
        mapStyle={styleUrl}
        initialViewState={initialView(fit, focus, member)}
        onLoad={() => {
          setLoaded(true);
          setLoadedStyle(styleUrl);
        }}
        onIdle={() => {
          setLoadedStyle(styleUrl);
          setIdle(true);
        }}
        onMoveStart={() => setIdle(false)}
        onError={(event) => {
          // Offline, a source or tile that fails leaves the rest of the map usable and only a failed style leaves it
          // blank; online, anything failing before the first frame means the street map is out of reach.
          const { sourceId, tile } = event as unknown as { sourceId?: string; tile?: unknown };
          if (!loaded && (styleSource === 'online' || (!sourceId && !tile))) onStyleError?.();
          console.warn('Map:', event.error?.message ?? event.error);
        }}
        onResize={(event) => {
          const { clientWidth, clientHeight } = event.target.getContainer();
          const usable = clientWidth >= 3 * FIT_PADDING && clientHeight >= 3 * FIT_PADDING;
          if (usable && !framedSize.current) frame(false);
          framedSize.current = usable;
        }}
        style={{ width: '100%', height: '100%' }}
        attributionControl={{ compact: true, customAttribution: 'Places: GeoNames (CC BY 4.0)' }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <Source id="itinerary-legs" type="geojson" data={lines}>
          <Layer
            id="itinerary-legs"
            type="line"
            paint={{ 'line-color': LEG_COLOR[theme], 'line-width': 3, 'line-opacity': 0.8 }}
            layout={{ 'line-cap': 'round', 'line-join': 'round' }}
          />
        </Source>
        {member && (
          <UnlabelledMarker longitude={member.longitude} latitude={member.latitude} anchor="bottom">
            <span
              className="map-marker map-marker--member"
              data-testid="map-marker"
              data-letter="A"
              title="Your location"
              role="img"
              aria-label="A: your location"
            >
              A
            </span>
          </UnlabelledMarker>
        )}
        {stops.map(({ stop, letter }) => (
          <UnlabelledMarker key={stop.id} longitude={stop.longitude} latitude={stop.latitude} anchor="bottom">
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
          </UnlabelledMarker>
        ))}
        {open && (
          <Popup
            longitude={open.stop.longitude}
            latitude={open.stop.latitude}
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
