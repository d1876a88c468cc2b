import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/fake-graphql';
import { MapPanel } from './map-panel';

describe('MapPanel', () => {
  it('says the map is loading while its style is on the way (no blank box)', () => {
    renderWithGraphQL(<MapPanel stops={[]} member={null} />, () => 'open');
    const statuses = screen.getAllByRole('status').map((region) => region.textContent);
    expect(statuses).toContain('Loading the map…');
  });
});
