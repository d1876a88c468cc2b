import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/fake-graphql';
import { ReportedPostSummary } from './reported-post-summary';

/** The server answers the post (null when it is gone) or the request fails on the way. */
function renderSummary(answer: { post: null } | 'unreachable') {
  renderWithGraphQL(<ReportedPostSummary postId="p1" />, () =>
    answer === 'unreachable' ? new TypeError('Failed to fetch') : { data: answer },
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
