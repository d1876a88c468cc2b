import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItineraryDetailsFragment } from '../../gql/graphql';
import { renderWithGraphQL } from '../../test/fake-graphql';
import { resetWebGLSupport } from '../map';
import { ItineraryView } from './itinerary-view';

const itinerary: ItineraryDetailsFragment = {
  __typename: 'Itinerary',
  id: 'itinerary-1',
  title: 'Northern Luzon loop',
  description: 'Rice terraces and the sea.',
  tips: 'Start early',
  coverUrl: null,
  coverThumbUrl: null,
  totalBudget: { __typename: 'Money', amount: 9000, currencyCode: 'PHP' },
  createdAt: '2026-01-01T00:00:00.000Z',
  averageRating: null,
  ratingCount: 0,
  myRating: null,
  isOwner: true,
  forkCount: 0,
  startDate: null,
  dayCount: 1,
  forkedFrom: null,
  owner: { __typename: 'PublicUser', id: 'user-1', username: 'ana', fullName: 'Ana Cruz', photoThumbUrl: null },
  stops: [
    {
      name: 'Baguio',
      latitude: 16.4023,
      longitude: 120.596,
      budget: { __typename: 'Money', amount: 2500, currencyCode: 'PHP' },
      address: 'Benguet',
      description: '',
    },
    {
      name: 'Vigan',
      latitude: 17.5747,
      longitude: 120.3869,
      budget: { __typename: 'Money', amount: 3500, currencyCode: 'PHP' },
      address: '',
      description: 'Calle Crisologo',
    },
  ].map((stop, index) => ({
    __typename: 'ItineraryStop' as const,
    id: `stop-${index}`,
    position: index,
    types: [],
    imageUrl: null,
    day: 1,
    time: null,
    timeZone: 'Asia/Manila',
    startsAt: null,
    ...stop,
  })),
} as unknown as ItineraryDetailsFragment;

/** Every query stays on its way: the page is judged on what it shows before any answer. */
const render = () => renderWithGraphQL(<ItineraryView itinerary={itinerary} />, () => 'open');

/** A browser whose canvas gives no WebGL context (blocked WebGL, `--disable-webgl`), or one that gives one. */
function webgl(available: boolean) {
  resetWebGLSupport();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() =>
    available ? ({} as RenderingContext) : null,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  resetWebGLSupport();
});

describe('ItineraryView without a map', () => {
  it('lists the stops in order with budget and actions, and no map area, when WebGL is unavailable', () => {
    webgl(false);
    render();
    expect(screen.queryByRole('complementary', { name: 'Map' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
    expect(screen.queryByText('Loading the map…')).toBeNull();
    expect(screen.getByTestId('map-unavailable').textContent).toMatch(/WebGL/);
    expect(screen.queryByRole('group', { name: 'Show the stops' })).toBeNull();

    const list = screen.getByRole('list', { name: 'Stops of day 1' });
    const stops = within(list).getAllByTestId('stop-card');
    // no member location: the stops start at A (with one, A is the member on the map)
    expect(stops.map((stop) => stop.getAttribute('data-letter'))).toEqual(['A', 'B']);
    expect(within(stops[0]).getByRole('heading', { name: 'Baguio' })).toBeTruthy();
    expect(stops[0].textContent).toMatch(/2,500/);
    expect(within(stops[0]).getByRole('button', { name: 'Edit stop Baguio' })).toBeTruthy();
    const link = within(stops[1]).getByRole('link', { name: /Vigan on OpenStreetMap/ });
    expect(link.getAttribute('href')).toContain('mlat=17.5747');
    // The name is plain text: there is no map to zoom to it.
    expect(within(stops[0]).queryByRole('button', { name: 'Baguio' })).toBeNull();
  });

  it('offers Map and List when WebGL works; List drops the map and is remembered', () => {
    webgl(true);
    const first = render();
    const toggle = screen.getByRole('group', { name: 'Show the stops' });
    expect(within(toggle).getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('complementary', { name: 'Map' })).toBeTruthy();
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Loading the map…');

    fireEvent.click(within(toggle).getByRole('button', { name: 'List' }));
    expect(within(toggle).getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('complementary', { name: 'Map' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /on OpenStreetMap/ })).toHaveLength(2);

    first.view.unmount();
    render();
    expect(screen.queryByRole('complementary', { name: 'Map' })).toBeNull();
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('falls back to the list when the map style cannot load', async () => {
    webgl(true);
    renderWithGraphQL(<ItineraryView itinerary={itinerary} />, ({ name }) =>
      name === 'MapStyles' ? new Error('Failed to fetch') : 'open',
    );
    expect((await screen.findByTestId('map-unavailable')).textContent).toMatch(/could not load/);
    expect(screen.queryByRole('complementary', { name: 'Map' })).toBeNull();
    expect(screen.getAllByTestId('stop-card')).toHaveLength(2);
  });
});
