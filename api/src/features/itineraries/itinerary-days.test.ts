import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createItinerary, createMember, php, seedItinerary, type TestMember } from '../../../test/factories.js';

/** Days and times: start date, days, a stop's day and time in its own zone, moves across days, per-day budgets. */
let t: TestApp;
let owner: TestMember;

const KYOTO = {
  name: 'Kiyomizu-dera',
  latitude: 34.9949,
  longitude: 135.785,
  budget: { amount: 400, currencyCode: 'JPY' },
};
const LAGOS = {
  name: 'Lekki Market',
  latitude: 6.4413,
  longitude: 3.4683,
  budget: { amount: 2000, currencyCode: 'NGN' },
};

const DAYS = `id startDate dayCount
  stops { id name position day time timeZone startsAt }
  days(currencyCode: $currency) { number date budget { amount currencyCode } budgetConvertedOk stops { name } }`;

const VIEW = `query($id: ID!, $currency: String) { itinerary(id: $id) { ${DAYS} } }`;

interface DaysView {
  id: string;
  startDate: string | null;
  dayCount: number;
  stops: {
    id: string;
    name: string;
    position: number;
    day: number;
    time: string | null;
    timeZone: string;
    startsAt: string | null;
  }[];
  days: {
    number: number;
    date: string | null;
    budget: { amount: number; currencyCode: string };
    budgetConvertedOk: boolean;
    stops: { name: string }[];
  }[];
}

async function view(id: string, currency: string | null = null): Promise<DaysView> {
  const res = await t.gql<{ itinerary: DaysView }>(VIEW, { id, currency }, { token: owner.token });
  expect(res.errors).toBeUndefined();
  return res.data!.itinerary;
}

async function mutate(name: string, query: string, variables: Record<string, unknown>) {
  const res = await t.gql(query, { ...variables, currency: null }, { token: owner.token });
  expect(res.errors).toBeUndefined();
  return { errors: userErrorsOf(res, name), data: res.data?.[name] as { itinerary: DaysView | null } };
}

const PATCH = `mutation($id: ID!, $patch: ItineraryPatch!, $currency: String) {
  updateItinerary(id: $id, patch: $patch) { itinerary { ${DAYS} } ${USER_ERRORS} } }`;
const MOVE = `mutation($id: ID!, $position: Int!, $day: Int, $currency: String) {
  moveStop(id: $id, position: $position, day: $day) { itinerary { ${DAYS} } ${USER_ERRORS} } }`;
const ADD = `mutation($itineraryId: ID!, $stop: StopInput!, $currency: String) {
  addStop(itineraryId: $itineraryId, stop: $stop) { itinerary { ${DAYS} } ${USER_ERRORS} } }`;
const UPDATE = `mutation($id: ID!, $stop: StopInput!, $currency: String) {
  updateStop(id: $id, stop: $stop) { itinerary { ${DAYS} } ${USER_ERRORS} } }`;
const REMOVE_DAY = `mutation($id: ID!, $day: Int!, $currency: String) {
  removeItineraryDay(id: $id, day: $day) { itinerary { ${DAYS} } ${USER_ERRORS} } }`;

const layout = (v: DaysView) => v.days.map((d) => d.stops.map((s) => s.name));

beforeAll(async () => {
  t = await startTestApp();
  owner = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('days and times', () => {
  it('reads an itinerary saved before days as one undated day with every stop on it', async () => {
    const { id } = await seedItinerary(t, owner.id);
    const v = await view(id);
    expect(v).toMatchObject({ startDate: null, dayCount: 1 });
    expect(v.days.map((d) => [d.number, d.date])).toEqual([[1, null]]);
    expect(layout(v)).toEqual([['Manila', 'Intramuros']]);
    expect(v.stops.map((s) => [s.day, s.time, s.timeZone, s.startsAt])).toEqual([
      [1, null, 'Asia/Manila', null],
      [1, null, 'Asia/Manila', null],
    ]);
  });

  it('dates the days and times a stop on its own clock, in its own zone', async () => {
    const created = await createItinerary(t, owner.token, {
      startDate: '2026-12-30',
      dayCount: 3,
      stops: [
        { ...KYOTO, day: 1, time: '09:30' },
        { ...LAGOS, day: 3, time: '18:00' },
      ],
    });
    const v = await view(created.id);
    expect(v.days.map((d) => [d.number, d.date])).toEqual([
      [1, '2026-12-30'],
      [2, '2026-12-31'],
      [3, '2027-01-01'],
    ]);
    expect(v.stops.map((s) => [s.name, s.day, s.time, s.timeZone, s.startsAt])).toEqual([
      ['Kiyomizu-dera', 1, '09:30', 'Asia/Tokyo', '2026-12-30T00:30:00.000Z'],
      ['Lekki Market', 3, '18:00', 'Africa/Lagos', '2027-01-01T17:00:00.000Z'],
    ]);
  });

  it('refuses a day the itinerary does not have and a time that is not HH:MM', async () => {
    const { id, stopIds } = await seedItinerary(t, owner.id);
    const add = await mutate('addStop', ADD, { itineraryId: id, stop: { ...KYOTO, day: 2 } });
    expect(add.errors.map((e) => e.field)).toEqual(['day']);
    const update = await mutate('updateStop', UPDATE, { id: stopIds[0], stop: { ...KYOTO, time: '9.30am' } });
    expect(update.errors.map((e) => e.field).filter(Boolean)).toEqual(['time']);
    const patch = await mutate('updateItinerary', PATCH, { id, patch: { startDate: '2026-02-30', dayCount: 0 } });
    expect(
      patch.errors
        .map((e) => e.field)
        .filter(Boolean)
        .sort(),
    ).toEqual(['dayCount', 'startDate']);
  });

  it('moves stops within and across days, keeping every other stop in order', async () => {
    const { id, stopIds } = await seedItinerary(t, owner.id, {
      stops: ['A', 'B', 'C', 'D'].map((name) => ({ name, latitude: 14.6, longitude: 121, budget: php(1) })),
    });
    await mutate('updateItinerary', PATCH, { id, patch: { dayCount: 2 } });
    let moved = await mutate('moveStop', MOVE, { id: stopIds[2], position: 0, day: 2 });
    expect(layout(moved.data.itinerary!)).toEqual([['A', 'B', 'D'], ['C']]);
    moved = await mutate('moveStop', MOVE, { id: stopIds[0], position: 5, day: 2 });
    expect(layout(moved.data.itinerary!)).toEqual([
      ['B', 'D'],
      ['C', 'A'],
    ]);
    moved = await mutate('moveStop', MOVE, { id: stopIds[3], position: 0 });
    expect(layout(moved.data.itinerary!)).toEqual([
      ['D', 'B'],
      ['C', 'A'],
    ]);
    expect(moved.data.itinerary!.stops.map((s) => [s.name, s.position, s.day])).toEqual([
      ['D', 0, 1],
      ['B', 1, 1],
      ['C', 2, 2],
      ['A', 3, 2],
    ]);
    const refused = await mutate('moveStop', MOVE, { id: stopIds[3], position: 0, day: 3 });
    expect(refused.errors.map((e) => e.field)).toEqual(['day']);
  });

  it('adds a new stop to the last day, and an edit keeps its day and time unless given', async () => {
    const { id, stopIds } = await seedItinerary(t, owner.id);
    await mutate('updateItinerary', PATCH, { id, patch: { dayCount: 2 } });
    const added = await mutate('addStop', ADD, { itineraryId: id, stop: KYOTO });
    expect(layout(added.data.itinerary!)).toEqual([['Manila', 'Intramuros'], ['Kiyomizu-dera']]);
    await mutate('updateStop', UPDATE, {
      id: stopIds[0],
      stop: { name: 'Manila', latitude: 14.5995, longitude: 120.9842, budget: php(5), time: '08:00' },
    });
    const kept = await mutate('updateStop', UPDATE, {
      id: stopIds[0],
      stop: { name: 'Manila Bay', latitude: 14.5995, longitude: 120.9842, budget: php(5) },
    });
    expect(kept.data.itinerary!.stops.find((s) => s.id === stopIds[0])).toMatchObject({ day: 1, time: '08:00' });
    const movedDay = await mutate('updateStop', UPDATE, {
      id: stopIds[0],
      stop: { name: 'Manila Bay', latitude: 14.5995, longitude: 120.9842, budget: php(5), day: 2, time: '' },
    });
    expect(layout(movedDay.data.itinerary!)).toEqual([['Intramuros'], ['Kiyomizu-dera', 'Manila Bay']]);
    expect(movedDay.data.itinerary!.stops.find((s) => s.id === stopIds[0])).toMatchObject({ day: 2, time: null });
  });

  it('removing a day or shortening the trip moves its stops to the day before', async () => {
    const created = await createItinerary(t, owner.token, {
      dayCount: 3,
      stops: [
        { ...KYOTO, name: 'one', day: 1 },
        { ...KYOTO, name: 'two', day: 2 },
        { ...KYOTO, name: 'three', day: 3 },
      ],
    });
    const removed = await mutate('removeItineraryDay', REMOVE_DAY, { id: created.id, day: 2 });
    expect(layout(removed.data.itinerary!)).toEqual([['one', 'two'], ['three']]);
    const shortened = await mutate('updateItinerary', PATCH, { id: created.id, patch: { dayCount: 1 } });
    expect(layout(shortened.data.itinerary!)).toEqual([['one', 'two', 'three']]);
    const last = await mutate('removeItineraryDay', REMOVE_DAY, { id: created.id, day: 1 });
    expect(last.errors).toHaveLength(1);
  });

  it("adds each day's stop budgets in the reader's currency", async () => {
    const created = await createItinerary(t, owner.token, {
      dayCount: 2,
      stops: [
        { ...KYOTO, day: 1, budget: { amount: 1000, currencyCode: 'JPY' } },
        { ...KYOTO, name: 'Fushimi Inari', day: 1, budget: { amount: 500, currencyCode: 'JPY' } },
        { ...LAGOS, day: 2 },
      ],
    });
    const inYen = await view(created.id, 'JPY');
    expect(inYen.days.map((d) => [d.budget.amount, d.budget.currencyCode, d.budgetConvertedOk])).toEqual([
      [1500, 'JPY', true],
      [expect.any(Number), 'JPY', true],
    ]);
    const inEuro = await view(created.id, 'eur');
    expect(inEuro.days[0].budget.currencyCode).toBe('EUR');
    expect(inEuro.days[0].budget.amount).toBeGreaterThan(1);
    expect(inEuro.days[0].budget.amount).toBeLessThan(1500);
  });

  it('a fork copies the days, dates and times', async () => {
    const other = await createMember(t);
    const created = await createItinerary(t, owner.token, {
      startDate: '2026-05-01',
      dayCount: 2,
      stops: [{ ...KYOTO, day: 2, time: '10:00' }],
    });
    const res = await t.gql<{ forkItinerary: { itinerary: { id: string } } }>(
      `mutation($id: ID!) { forkItinerary(id: $id) { itinerary { id } ${USER_ERRORS} } }`,
      { id: created.id },
      { token: other.token },
    );
    const fork = await t.gql<{ itinerary: DaysView }>(
      VIEW,
      { id: res.data!.forkItinerary.itinerary.id, currency: null },
      { token: other.token },
    );
    expect(fork.data!.itinerary).toMatchObject({ startDate: '2026-05-01', dayCount: 2 });
    expect(fork.data!.itinerary.stops.map((s) => [s.day, s.time])).toEqual([[2, '10:00']]);
  });
});
