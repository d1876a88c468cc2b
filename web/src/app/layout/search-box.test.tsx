import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './search-box';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const element = (
    <>
      <SearchBox id="search" />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element },
      { path: '/search-result', element },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const box = () => screen.getByRole('searchbox', { name: 'Search members and posts' });
const where = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('SearchBox', () => {
  it('opens the results for each change and goes back when emptied', async () => {
    renderAt('/dashboard');
    fireEvent.change(box(), { target: { value: 'ad' } });
    expect(where()).toBe('/search-result/?searchTerm=ad');
    fireEvent.change(box(), { target: { value: 'adobo & rice' } });
    expect(where()).toBe('/search-result/?searchTerm=adobo%20%26%20rice');
    fireEvent.change(box(), { target: { value: '' } });
    await screen.findByText('/dashboard');
  });
});
