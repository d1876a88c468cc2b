import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL, answerByName } from '../../test/fake-graphql';
import { letterStops } from '../map';
import { DayPlan } from './day-plan';
import type { StopDraft } from './stop-draft';

const stop = (id: string, name: string, day: number, extra: Partial<StopDraft> = {}): StopDraft => ({
  id,
  name,
  address: '',
  description: '',
  latitude: 35,
  longitude: 135.7,
  budget: { amount: 1000, currencyCode: 'JPY' },
  types: [],
  day,
  time: null,
  timeZone: 'Asia/Tokyo',
  ...extra,
});

const stops = [stop('a', 'Kiyomizu-dera', 1, { time: '09:30' }), stop('b', 'Gion', 1), stop('c', 'Arashiyama', 2)];

function renderPlan(onMove = vi.fn(async () => true)) {
  const rendered = renderWithGraphQL(
    <DayPlan
      itineraryId="it-1"
      startDate="2026-12-30"
      dayCount={2}
      stops={letterStops(stops, null)}
      currency="EUR"
      editable
      mapLinks
      onMove={onMove}
      onRemoveDay={vi.fn(async () => undefined)}
      onChangeDays={vi.fn(async () => undefined)}
    />,
    answerByName({
      ItineraryDayBudgets: {
        data: {
          itinerary: {
            __typename: 'Itinerary',
            id: 'it-1',
            days: [1, 2].map((number) => ({
              __typename: 'ItineraryDay',
              number,
              budget: { __typename: 'Money', amount: number === 1 ? 12.5 : 6.25, currencyCode: 'EUR' },
              budgetConvertedOk: true,
            })),
          },
        },
      },
    }),
  );
  return { ...rendered, onMove };
}

describe('DayPlan', () => {
  it('shows each day with its date, its stops, its time on the place’s clock and its budget in the reader’s currency', async () => {
    const { sent } = renderPlan();
    const days = screen.getAllByTestId('plan-day');
    expect(days.map((day) => within(day).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Day 1 · Wed, Dec 30, 2026',
      'Day 2 · Thu, Dec 31, 2026',
    ]);
    const first = screen.getByRole('list', { name: 'Stops of day 1' });
    expect(
      within(first)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Kiyomizu-dera', 'Gion']);
    expect(within(first).getByTestId('stop-time').textContent).toMatch(/^09:30 Asia\/Tokyo/);
    await screen.findAllByText('€12.50');
    expect(screen.getAllByTestId('day-budget').map((b) => b.textContent)).toEqual([
      'Day budget €12.50',
      'Day budget €6.25',
    ]);
    expect(sent.find((o) => o.name === 'ItineraryDayBudgets')?.variables).toEqual({ id: 'it-1', currencyCode: 'EUR' });
  });

  it('moves a stop by keyboard within and across days and says so in a live region', async () => {
    const { onMove } = renderPlan();
    fireEvent.click(screen.getByRole('button', { name: 'Move Gion up' }));
    expect(onMove).toHaveBeenLastCalledWith('b', 1, 0);
    expect(await screen.findByText('Gion moved to day 1, place 1 of 2.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Gion down' }));
    // the last stop of day 1 goes down to the start of day 2
    expect(onMove).toHaveBeenLastCalledWith('b', 2, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Move Arashiyama up' }));
    // the first stop of day 2 goes up to the end of day 1
    expect(onMove).toHaveBeenLastCalledWith('c', 1, 2);
    fireEvent.change(screen.getByLabelText('Day of Kiyomizu-dera'), { target: { value: '2' } });
    expect(onMove).toHaveBeenLastCalledWith('a', 2, 1);
    expect(screen.getByRole('button', { name: 'Move Kiyomizu-dera up' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('moves a dragged stop to where it is dropped', () => {
    const { onMove } = renderPlan();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
    };
    const cards = screen.getAllByTestId('stop-card');
    fireEvent.dragStart(cards[2], { dataTransfer });
    fireEvent.drop(cards[0], { dataTransfer });
    expect(onMove).toHaveBeenLastCalledWith('c', 1, 0);
    fireEvent.dragStart(cards[0], { dataTransfer });
    fireEvent.drop(screen.getAllByTestId('plan-day')[1], { dataTransfer });
    expect(onMove).toHaveBeenLastCalledWith('a', 2, 1);
  });
});
