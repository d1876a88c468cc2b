import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerByName, renderWithGraphQL } from '../../test/fake-graphql';
import { ItineraryPicker } from './itinerary-picker';

const itinerary = (n: number) => ({
  __typename: 'Itinerary',
  id: `itinerary-${n}`,
  title: `Trip ${n}`,
  description: `Description ${n}`,
  coverThumbUrl: null,
});

/** One page of `itineraries(mine: true)` as the server answers it. */
const page = (numbers: number[], endCursor: string, hasNextPage: boolean) => ({
  data: {
    itineraries: {
      __typename: 'ItineraryConnection',
      nodes: numbers.map(itinerary),
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
    },
  },
});

describe('ItineraryPicker', () => {
  it('lists the member’s own itineraries a page at a time and attaches the one picked', async () => {
    const onPick = vi.fn();
    const { sent } = renderWithGraphQL(
      <ItineraryPicker selectedId={null} onPick={onPick} />,
      answerByName({
        MyItineraries: (variables) => (variables.after ? page([3], 'c3', false) : page([1, 2], 'c2', true)),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Attach itinerary/ }));
    const list = await screen.findByRole('list', { name: 'Your itineraries' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Trip 1Description 1', 'Trip 2Description 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more itineraries' }));
    expect(await screen.findByText('Trip 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more itineraries' })).toBeNull();
    expect(sent.filter((operation) => operation.name === 'MyItineraries').map((o) => o.variables)).toEqual([
      { first: 50 },
      { first: 50, after: 'c2' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Trip 3/ }));
    expect(onPick).toHaveBeenCalledWith('itinerary-3');
  });

  it('says so when the member has no itinerary yet', async () => {
    renderWithGraphQL(
      <ItineraryPicker selectedId={null} onPick={() => undefined} />,
      answerByName({ MyItineraries: page([], '', false) }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Attach itinerary/ }));
    expect(await screen.findByText('No itineraries yet')).toBeTruthy();
  });
});
