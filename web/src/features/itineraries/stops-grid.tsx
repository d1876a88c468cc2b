import type { LetteredStop } from '../map';
import { formatMoney } from '../currency';
import { Button } from '../../ui/button';
import type { StopDraft } from './stop-draft';
import { StopMoveControls, type MoveContext } from './stop-move-controls';
import { StopPhoto } from './stop-photo';
import { stopTimeLabel } from './stop-time';

/** The drag-and-drop data type of a stop being dragged (its id). */
export const STOP_DRAG_TYPE = 'application/x-culturalink-stop';

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
  label = 'Stops',
  headingLevel = 3,
  startDate = null,
  move,
  onDropOn,
}: {
  stops: LetteredStop<StopDraft>[];
  onEdit?: (stop: StopDraft) => void;
  onFocus?: (stop: StopDraft) => void;
  mapLinks?: boolean;
  /** The list's accessible name. */
  label?: string;
  headingLevel?: 3 | 4;
  /** The itinerary's start date, to show a stop's time on the reader's clock for its real date. */
  startDate?: string | null;
  /** Keyboard move controls for editors: the day these stops are on and what a move does. */
  move?: Omit<MoveContext, 'index'>;
  /** A dragged stop (its id) dropped on the card at `index`. */
  onDropOn?: (stopId: string, index: number) => void;
}) {
  if (stops.length === 0) return <p className="itinerary__muted">No stops yet.</p>;
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <ol className="stops-grid" aria-label={label}>
      {stops.map(({ stop, letter, distanceKm }, index) => (
        <li
          key={stop.id}
          className="stop-card card"
          data-testid="stop-card"
          data-letter={letter}
          data-stop-id={stop.id}
          draggable={Boolean(onDropOn)}
          onDragStart={onDropOn ? (event) => event.dataTransfer.setData(STOP_DRAG_TYPE, stop.id) : undefined}
          onDragOver={onDropOn ? (event) => event.preventDefault() : undefined}
          onDrop={
            onDropOn
              ? (event) => {
                  const dragged = event.dataTransfer.getData(STOP_DRAG_TYPE);
                  if (!dragged) return;
                  event.preventDefault();
                  event.stopPropagation();
                  onDropOn(dragged, index);
                }
              : undefined
          }
        >
          <span className="stop-card__letter" aria-label={`Stop ${letter}`}>
            {letter}
          </span>
          {stop.imageUrl && <StopPhoto src={stop.imageUrl} alt={stop.imageAlt ?? ''} />}
          <div className="stop-card__body">
            <Heading className="stop-card__name">
              {onFocus ? (
                <button type="button" className="stop-card__focus" onClick={() => onFocus(stop)}>
                  {stop.name}
                </button>
              ) : (
                stop.name
              )}
            </Heading>
            <StopTime stop={stop} startDate={startDate} />
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
          {move && <StopMoveControls stop={stop} move={{ ...move, index }} />}
        </li>
      ))}
    </ol>
  );
}

/** "09:30 Asia/Tokyo (Thu 01:30 your time)": a planned time on the place's clock and the reader's. */
function StopTime({ stop, startDate }: { stop: StopDraft; startDate: string | null }) {
  const label = stopTimeLabel(stop, startDate);
  if (!label) return null;
  return (
    <p className="stop-card__time" data-testid="stop-time">
      <time>{label.local}</time> <span className="stop-card__zone">{label.zone.replace(/_/g, ' ')}</span>
      {label.reader && <span className="stop-card__reader-time"> ({label.reader} your time)</span>}
    </p>
  );
}
