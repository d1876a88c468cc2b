import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ReportedPostSummary } from './reported-post-summary';

/** The server answers the post (null when it is gone) or the request fails on the way. */
function renderSummary(answer: { post: null } | 'unreachable') {
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        if (answer === 'unreachable') return observer.error(new TypeError('Failed to fetch'));
        observer.next({ data: answer } as never);
        observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ReportedPostSummary postId="p1" />
    </ApolloProvider>,
  );
}

describe('ReportedPostSummary', () => {
  it('says the post is gone when the server has no such post', async () => {
    renderSummary({ post: null });
    expect(await screen.findByText('This post is no longer available.')).toBeTruthy();
  });

  it('says the post could not load, not that it is gone, when the request fails', async () => {
    renderSummary('unreachable');
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe(
      'Could not load the post. Could not reach CulturaLink. Check your connection and try again.',
    );
    expect(screen.queryByText('This post is no longer available.')).toBeNull();
  });
});
