import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { TriviaPage } from './trivia-page';

/** A batch of ten questions with the allowance after it. */
const questions = (start: number, fetchesUsed: number) => ({
  __typename: 'TriviaBatch',
  fetchesUsed,
  fetchLimit: 10,
  resetsAt: '2026-01-01T10:00:00.000Z',
  questions: Array.from({ length: 10 }, (_, index) => ({
    __typename: 'TriviaQuestion',
    id: `q${start + index}`,
    category: 'PEOPLE_AND_PLACES',
    question: `Question text ${start + index}?`,
    answer: `Answer ${start + index}`,
  })),
});

/** What fetchTrivia answers: its payload with the batch. */
const batch = (start: number, fetchesUsed: number) => ({
  data: { fetchTrivia: { __typename: 'FetchTriviaPayload', batch: questions(start, fetchesUsed), userErrors: [] } },
});

/** What the member was served this hour (nothing by default): what the page shows on entry without a fetch. */
const served = (count: number, fetchesUsed: number) => ({
  data: {
    recentTrivia: { ...questions(1, fetchesUsed), questions: questions(1, fetchesUsed).questions.slice(0, count) },
  },
});

/** The trivia page; each FetchTrivia takes the next answer in turn; this hour nothing was served yet. */
const renderPage = (...answers: FakeAnswer[]) =>
  renderWithGraphQL(<TriviaPage />, ({ name }) =>
    name === 'FetchTrivia' ? answers.shift() : name === 'RecentTrivia' ? served(0, 0) : undefined,
  );

describe('TriviaPage', () => {
  it('loads one batch on entry and reveals an answer on demand', async () => {
    renderPage(batch(1, 1));
    expect(screen.getByText('Loading trivia questions...')).toBeTruthy();
    expect(await screen.findByText('Question text 1?')).toBeTruthy();
    expect(screen.getAllByTestId('trivia-card')).toHaveLength(10);
    // the category in words, not the enum's name
    expect(screen.getAllByText('people and places')).toHaveLength(10);
    const answer = screen.getByText('Answer 1');
    expect(answer.hidden).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Show Answer' })[0]);
    expect(answer.hidden).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Hide Answer' })).toHaveLength(1);
  });

  it('appends a batch, and reads Limit Reached (disabled) at the server limit', async () => {
    const { sent } = renderPage(batch(1, 9), batch(11, 10));
    await screen.findByText('Question text 1?');
    fireEvent.click(screen.getByRole('button', { name: 'Fetch More Trivia' }));
    expect(await screen.findByText('Question text 20?')).toBeTruthy();
    expect(screen.getAllByTestId('trivia-card')).toHaveLength(20);
    const button = screen.getByRole('button', { name: 'Limit Reached' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(sent.map((operation) => operation.name)).toEqual(['RecentTrivia', 'FetchTrivia', 'FetchTrivia']);
  });

  it('shows a page opened again what was served this hour, without spending a fetch', async () => {
    const { sentNames } = renderWithGraphQL(<TriviaPage />, ({ name }) =>
      name === 'RecentTrivia' ? served(10, 3) : batch(11, 4),
    );
    expect(await screen.findByText('Question text 10?')).toBeTruthy();
    expect(screen.getByText('7 of 10 fetches left this hour.')).toBeTruthy();
    expect(sentNames()).toEqual(['RecentTrivia']);
    // Asking for more is what spends one.
    fireEvent.click(screen.getByRole('button', { name: 'Fetch More Trivia' }));
    expect(await screen.findByText('Question text 20?')).toBeTruthy();
    expect(sentNames()).toEqual(['RecentTrivia', 'FetchTrivia']);
  });

  it('spends nothing when the page cannot even read what was served (offline)', async () => {
    const { sentNames } = renderWithGraphQL(<TriviaPage />, ({ name }) =>
      name === 'RecentTrivia' ? new Error('Failed to fetch') : batch(1, 1),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/Check your connection/);
    expect(sentNames()).toEqual(['RecentTrivia']);
    fireEvent.click(screen.getByRole('button', { name: 'Fetch More Trivia' }));
    expect(await screen.findByText('Question text 1?')).toBeTruthy();
  });

  it('takes a RATE_LIMITED refusal as the limit and other failures as the error line', async () => {
    const { view } = renderPage({
      errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 120 } }],
    });
    expect(await screen.findByRole('button', { name: 'Limit Reached' })).toBeTruthy();
    view.unmount();

    renderPage(new Error('Network response was not ok'));
    // A transport failure reads as plain words, never the raw exception text.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch trivia questions: Could not reach CulturaLink. Check your connection and try again.',
    );
  });
});
