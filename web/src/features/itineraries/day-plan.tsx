import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { ITINERARY_DAYS_MAX } from '@culturalink/common/itinerary-days';
import type { LetteredStop } from '../map';
import { formatMoney } from '../currency';
import { Button } from '../../ui/button';
import { ItineraryDayBudgetsDocument } from './api/itinerary-days';
import type { StopDraft } from './stop-draft';
import type { StopPlace } from './stop-move-controls';
import { STOP_DRAG_TYPE, StopsGrid } from './stops-grid';
import { dayLabel } from './stop-time';
import '../../ui/text-field.css';

export interface DayPlanProps {
  itineraryId: string;
  startDate: string | null;
  dayCount: number;
  /** Every stop in saved order, lettered. */
  stops: LetteredStop<StopDraft>[];
  /** The reader's currency for the day budgets. */
  currency: string;
  editable: boolean;
  onEdit?: (stop: StopDraft) => void;
  onFocus?: (stop: StopDraft) => void;
  mapLinks: boolean;
  /** Moves a stop; resolves true when the server took the move. */
  onMove: (stopId: string, day: number, position: number) => Promise<boolean>;
  onRemoveDay: (day: number) => Promise<void>;
  onChangeDays: (patch: { startDate?: string; dayCount?: number }) => Promise<void>;
}

const dayOf = (stop: StopDraft, dayCount: number) => Math.min(stop.day ?? 1, dayCount);

/**
 * The stops day by day: each day's heading (with its date when the plan has one) and its budget in the reader's
 * currency; editors set the start date, add and remove days and move stops by drag and drop or keyboard, each
 * move announced in a live region.
 */
export function DayPlan(props: DayPlanProps) {
  const { itineraryId, startDate, stops, currency, editable, onMove } = props;
  const dayCount = Math.max(1, props.dayCount);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<{ stopId: string; control: string } | null>(null);
  const budgets = useDayBudgets(itineraryId, currency, stops);
  const days = Array.from({ length: dayCount }, (_, i) => i + 1).map((number) => ({
    number,
    stops: stops.filter(({ stop }) => dayOf(stop, dayCount) === number),
  }));

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    const card = [...document.querySelectorAll<HTMLElement>('[data-stop-id]')].find(
      (element) => element.dataset.stopId === wanted.stopId,
    );
    const control = card?.querySelector<HTMLElement>(`[data-move="${wanted.control}"]`);
    if (control) {
      control.focus();
      refocus.current = null;
    }
  });

  const move = async (stop: StopDraft, to: StopPlace, control = 'none') => {
    const target = days[to.day - 1];
    const others = target.stops.filter((s) => s.stop.id !== stop.id);
    const position = Math.min(to.position, others.length);
    refocus.current = { stopId: stop.id, control };
    setAnnouncement(`Moving ${stop.name}…`);
    if (await onMove(stop.id, to.day, position))
      setAnnouncement(`${stop.name} moved to day ${to.day}, place ${position + 1} of ${others.length + 1}.`);
    else setAnnouncement(`${stop.name} could not be moved.`);
  };
  const dropped = (day: number, stopId: string, index: number) => {
    const found = stops.find(({ stop }) => stop.id === stopId);
    if (found) void move(found.stop, { day, position: index });
  };

  return (
    <div className="day-plan">
      {editable && <DaysToolbar key={startDate ?? ''} {...props} dayCount={dayCount} />}
      {days.map((day) => {
        const label = dayLabel(day.number, startDate);
        const budget = budgets?.[day.number - 1];
        return (
          <section
            key={day.number}
            className="plan-day"
            aria-labelledby={`plan-day-${day.number}`}
            data-testid="plan-day"
            onDragOver={editable ? (event) => event.preventDefault() : undefined}
            onDrop={
              editable
                ? (event) => {
                    const dragged = event.dataTransfer.getData(STOP_DRAG_TYPE);
                    if (!dragged) return;
                    event.preventDefault();
                    dropped(day.number, dragged, Number.MAX_SAFE_INTEGER);
                  }
                : undefined
            }
          >
            <header className="plan-day__header">
              <h3 id={`plan-day-${day.number}`} className="plan-day__title">
                {label.title}
                {label.date && <span className="plan-day__date"> · {label.date}</span>}
              </h3>
              {budget && (
                <p className="plan-day__budget" data-testid="day-budget">
                  Day budget <strong>{formatMoney(budget.budget.amount, budget.budget.currencyCode)}</strong>
                  {!budget.budgetConvertedOk && <span className="itinerary__muted"> (some amounts unconverted)</span>}
                </p>
              )}
              {editable && dayCount > 1 && (
                <Button size="sm" variant="ghost" onClick={() => void props.onRemoveDay(day.number)}>
                  Remove day {day.number}
                </Button>
              )}
            </header>
            <StopsGrid
              stops={day.stops}
              label={`Stops of ${label.title.toLowerCase()}`}
              headingLevel={4}
              startDate={startDate}
              onEdit={props.onEdit}
              onFocus={props.onFocus}
              mapLinks={props.mapLinks}
              move={
                editable
                  ? {
                      day: day.number,
                      dayLength: day.stops.length,
                      previousDayLength: days[day.number - 2]?.stops.length ?? 0,
                      dayCount,
                      onMove: (stop, to, control) => void move(stop, to, control),
                    }
                  : undefined
              }
              onDropOn={editable ? (stopId, index) => dropped(day.number, stopId, index) : undefined}
            />
          </section>
        );
      })}
      <p className="visually-hidden" aria-live="polite" data-testid="move-announcement">
        {announcement}
      </p>
    </div>
  );
}

/** Start date and "Add a day" for editors. */
function DaysToolbar({ startDate, dayCount, onChangeDays }: DayPlanProps) {
  // keyed by the saved date (below), so a change from elsewhere starts the field afresh
  const [date, setDate] = useState(startDate ?? '');
  return (
    <div className="days-toolbar">
      <label className="days-toolbar__date">
        <span>Start date</span>
        <input
          type="date"
          className="field__input"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          onBlur={() => date !== (startDate ?? '') && void onChangeDays({ startDate: date })}
        />
      </label>
      <Button
        size="sm"
        variant="secondary"
        disabled={dayCount >= ITINERARY_DAYS_MAX}
        onClick={() => void onChangeDays({ dayCount: dayCount + 1 })}
      >
        Add a day
      </Button>
    </div>
  );
}

/** Each day's budget in `currency`, asked again whenever a stop's day or budget changes. */
function useDayBudgets(itineraryId: string, currency: string, stops: LetteredStop<StopDraft>[]) {
  const signature = stops
    .map(({ stop }) => `${stop.id}:${stop.day ?? 1}:${stop.budget.amount}${stop.budget.currencyCode}`)
    .join(',');
  const { data, refetch } = useQuery(ItineraryDayBudgetsDocument, {
    variables: { id: itineraryId, currencyCode: currency },
    fetchPolicy: 'cache-and-network',
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch();
  }, [signature, refetch]);
  return data?.itinerary?.days;
}
