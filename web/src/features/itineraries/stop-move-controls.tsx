import type { StopDraft } from './stop-draft';

/** Where a stop goes: a 1-based day and a 0-based place in it. */
export interface StopPlace {
  day: number;
  position: number;
}

/** What a stop card needs to offer keyboard moves: its place, the day's length and the number of days. */
export interface MoveContext {
  day: number;
  index: number;
  dayLength: number;
  previousDayLength: number;
  dayCount: number;
  /** `control` names the control used, so the focus can return to it after the move. */
  onMove: (stop: StopDraft, to: StopPlace, control: 'up' | 'down' | 'day') => void;
}

/**
 * Move up / down (at the top or bottom of a day: to the end of the day before or the start of the next) and a
 * "move to day" choice: the keyboard's way to reorder what a pointer drags.
 */
export function StopMoveControls({ stop, move }: { stop: StopDraft; move: MoveContext }) {
  const { day, index, dayLength, previousDayLength, dayCount, onMove } = move;
  const up: StopPlace | null =
    index > 0 ? { day, position: index - 1 } : day > 1 ? { day: day - 1, position: previousDayLength } : null;
  const down: StopPlace | null =
    index < dayLength - 1 ? { day, position: index + 1 } : day < dayCount ? { day: day + 1, position: 0 } : null;
  return (
    <div className="stop-move" role="group" aria-label={`Move ${stop.name}`}>
      <button
        type="button"
        className="stop-move__button"
        data-move="up"
        aria-label={`Move ${stop.name} up`}
        aria-disabled={!up}
        onClick={() => up && onMove(stop, up, 'up')}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="stop-move__button"
        data-move="down"
        aria-label={`Move ${stop.name} down`}
        aria-disabled={!down}
        onClick={() => down && onMove(stop, down, 'down')}
      >
        <span aria-hidden="true">↓</span>
      </button>
      {dayCount > 1 && (
        <select
          className="stop-move__day"
          data-move="day"
          aria-label={`Day of ${stop.name}`}
          value={day}
          onChange={(event) =>
            onMove(stop, { day: Number(event.target.value), position: Number.MAX_SAFE_INTEGER }, 'day')
          }
        >
          {Array.from({ length: dayCount }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              Day {i + 1}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
