import type { LetteredStop } from '../map';
import { formatMoney } from '../currency';
import { Button } from '../../ui/button';
import type { StopDraft } from './stop-draft';
import { StopPhoto } from './stop-photo';

/** Where a stop is on OpenStreetMap's own site: the way to see it when our map is not shown. */
export const openStreetMapUrl = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;

/**
 * The stops as cards: letter, name, address, budget, up to 3 place types; the owner gets an edit button on each.
 * `onFocus` (the name as a button) zooms the map to the stop; without a map (`mapLinks`) each stop links to
 * OpenStreetMap instead.
 */
export function StopsGrid({
  stops,
  onEdit,
  onFocus,
  mapLinks = false,
}: {
  stops: LetteredStop<StopDraft>[];
  onEdit?: (stop: StopDraft) => void;
  onFocus?: (stop: StopDraft) => void;
  mapLinks?: boolean;
}) {
  if (stops.length === 0) return <p className="itinerary__muted">No stops yet.</p>;
  return (
    <ol className="stops-grid" aria-label="Stops">
      {stops.map(({ stop, letter, distanceKm }) => (
        <li key={stop.id} className="stop-card card" data-testid="stop-card" data-letter={letter}>
          <span className="stop-card__letter" aria-label={`Stop ${letter}`}>
            {letter}
          </span>
          {stop.imageUrl && <StopPhoto src={stop.imageUrl} alt={stop.imageAlt ?? ''} />}
          <div className="stop-card__body">
            <h3 className="stop-card__name">
              {onFocus ? (
                <button type="button" className="stop-card__focus" onClick={() => onFocus(stop)}>
                  {stop.name}
                </button>
              ) : (
                stop.name
              )}
            </h3>
            {stop.address && <p className="stop-card__address">{stop.address}</p>}
            <p className="stop-card__budget">{formatMoney(stop.budget.amount, stop.budget.currencyCode)}</p>
            {distanceKm !== null && (
              <p className="stop-card__distance">
                {distanceKm < 10 ? distanceKm.toFixed(1) : Math.round(distanceKm)} km from you
              </p>
            )}
            {stop.types.length > 0 && (
              <ul className="stop-card__types" aria-label="Place types">
                {stop.types.slice(0, 3).map((type) => (
                  <li key={type}>{type}</li>
                ))}
              </ul>
            )}
            {stop.description && <p className="stop-card__description">{stop.description}</p>}
            {mapLinks && (
              <a
                className="stop-card__map-link"
                href={openStreetMapUrl(stop)}
                target="_blank"
                rel="noreferrer"
                aria-label={`${stop.name} on OpenStreetMap (opens in a new tab)`}
              >
                On OpenStreetMap
              </a>
            )}
          </div>
          {onEdit && (
            <Button size="sm" variant="secondary" onClick={() => onEdit(stop)} aria-label={`Edit stop ${stop.name}`}>
              Edit
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}
