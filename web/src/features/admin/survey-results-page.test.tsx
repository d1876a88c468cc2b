import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, inTurn, renderWithGraphQL } from '../../test/fake-graphql';
import { SurveyResultsPage } from './survey-results-page';

const SCALE = [
  ['STRONGLY_DISAGREE', 1],
  ['DISAGREE', 2],
  ['NEUTRAL', 3],
  ['AGREE', 4],
  ['STRONGLY_AGREE', 5],
] as const;

function stats(counts: number[], average: number | null, mostCommon: string | null) {
  return {
    __typename: 'SurveyStats',
    totalResponses: counts.reduce((a, b) => a + b, 0) / 6,
    averageScore: average,
    mostCommonAnswer: mostCommon,
    countsByAnswer: SCALE.map(([answer, score], i) => ({
      __typename: 'SurveyAnswerCount',
      answer,
      score,
      count: counts[i],
    })),
  };
}

/** Responses as a page of the connection. */
const page = (nodes: unknown[], endCursor: string | null = null) => ({
  __typename: 'SurveyResponseConnection',
  nodes,
  pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
});

function renderPage(data: unknown) {
  renderWithGraphQL(<SurveyResultsPage />, () => ({ data }));
}

const response = (id: string, username: string) => ({
  __typename: 'SurveyResponse',
  id,
  answers: ['AGREE', 'STRONGLY_AGREE', 'NEUTRAL', 'AGREE', 'DISAGREE', 'STRONGLY_AGREE'],
  scores: [4, 5, 3, 4, 2, 5],
  createdAt: '2026-03-01T10:00:00Z',
  respondent: {
    __typename: 'User',
    id: `u-${id}`,
    username,
    fullName: `Name of ${username}`,
    country: 'Peru',
    photoThumbUrl: null,
  },
});

const questions = [1, 2, 3, 4, 5, 6].map((number) => ({
  __typename: 'SurveyQuestion',
  number,
  statement: `Statement ${number}`,
}));

describe('SurveyResultsPage', () => {
  it('shows the loading text, then N/A and the empty text when nobody answered', async () => {
    renderPage({
      surveyStats: stats([0, 0, 0, 0, 0], null, null),
      surveyQuestions: questions,
      surveyResponses: page([]),
    });
    expect(screen.getByText('Loading survey responses...')).toBeTruthy();
    await screen.findByText('No survey responses available.');
    expect(screen.getByTestId('survey-total').textContent).toBe('0');
    expect(screen.getByTestId('survey-average').textContent).toBe('N/A');
    expect(screen.getByText('Most Common Response').nextSibling?.textContent).toBe('N/A');
  });

  it('draws the summary, the statistics and one card per response with 20 % bars per point', async () => {
    renderPage({
      surveyStats: stats([0, 1, 1, 2, 2], 3.8333, 'STRONGLY_AGREE'),
      surveyQuestions: questions,
      surveyResponses: page([response('s1', 'ben')]),
    });
    const card = await screen.findByTestId('survey-response');
    expect(screen.getByRole('heading', { name: 'Response Summary' })).toBeTruthy();
    expect(screen.getByTestId('survey-average').textContent).toBe('3.83');
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /Average score 3\.83\. Strongly Disagree: 0, Disagree: 1/,
    );
    expect(within(card).getByText('@ben')).toBeTruthy();
    expect(within(card).getByText('Country: Peru')).toBeTruthy();
    const bars = card.querySelectorAll<HTMLElement>('.survey-bar__fill');
    expect([...bars].map((bar) => bar.style.width)).toEqual(['80%', '100%', '60%', '80%', '40%', '100%']);
    expect(screen.getAllByText('Strongly Agree').length).toBeGreaterThan(1);
  });

  it('loads older responses after the last cursor, below the first page, and says when that fails', async () => {
    const { sent } = renderWithGraphQL(
      <SurveyResultsPage />,
      answerByName({
        SurveyResults: {
          data: {
            surveyStats: stats([0, 2, 2, 4, 4], 3.83, 'STRONGLY_AGREE'),
            surveyQuestions: questions,
            surveyResponses: page([response('s2', 'cleo')], 'cursor-1'),
          },
        },
        MoreSurveyResponses: inTurn(new Error('Failed to fetch'), {
          data: { surveyResponses: page([response('s1', 'ben')]) },
        }),
      }),
    );
    await screen.findByText('@cleo');
    fireEvent.click(screen.getByRole('button', { name: 'Load more responses' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load more responses.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more responses' }));
    await screen.findByText('@ben');
    expect(screen.getAllByTestId('survey-response').map((card) => within(card).getByText(/^@/).textContent)).toEqual([
      '@cleo',
      '@ben',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more responses' })).toBeNull();
    expect(sent.filter((operation) => operation.name === 'MoreSurveyResponses').at(-1)?.variables).toEqual({
      first: 50,
      after: 'cursor-1',
    });
  });
});
