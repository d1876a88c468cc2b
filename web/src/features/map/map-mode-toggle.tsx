import type { MapMode, MapUnavailable } from './use-map-mode';
import './map.css';

const WHY: Record<Exclude<MapUnavailable, null>, string> = {
  'no-webgl': 'The map needs WebGL, which this browser has turned off, so the stops are shown as a list.',
  failed: 'The map could not load, so the stops are shown as a list.',
};

/** "Map | List": whether the stops sit beside a map or stand alone as a list; a note instead when there is no map. */
export function MapModeToggle({
  mode,
  unavailable,
  onChoose,
}: {
  mode: MapMode;
  unavailable: MapUnavailable;
  onChoose: (mode: MapMode) => void;
}) {
  if (unavailable) {
    return (
      <p className="map-mode__note" data-testid="map-unavailable">
        {WHY[unavailable]}
      </p>
    );
  }
  return (
    <div className="map-mode" role="group" aria-label="Show the stops">
      {(['map', 'list'] as const).map((value) => (
        <button
          key={value}
          type="button"
          className="map-mode__option"
          aria-pressed={mode === value}
          onClick={() => onChoose(value)}
        >
          {value === 'map' ? 'Map' : 'List'}
        </button>
      ))}
    </div>
  );
}
