import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MapPanel } from './map-panel';

describe('MapPanel', () => {
  it('says the map is loading while its style is on the way (no blank box)', () => {
    const pending = new ApolloLink(() => new Observable(() => undefined));
    render(
      <ApolloProvider client={new ApolloClient({ link: pending, cache: new InMemoryCache() })}>
        <MapPanel stops={[]} member={null} />
      </ApolloProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the map…');
  });
});
