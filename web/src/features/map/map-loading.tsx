import './map.css';

/** What shows while the map's code, style and tiles arrive: a moving skeleton and words saying so. */
export function MapLoading() {
  return (
    <div className="map-loading" role="status">
      <span className="map-loading__text">Loading the map…</span>
    </div>
  );
}
