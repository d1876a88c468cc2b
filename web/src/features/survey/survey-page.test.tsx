import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SubmitSurveyDocument } from './api/submit-survey';
import { SurveyPageDataDocument } from './api/survey-page-data';
import { SurveyPage } from './survey-page';

const questions = [1, 2, 3, 4, 5, 6].map((number) => ({
  __typename: 'SurveyQuestion' as const,
  number,
  statement: `Statement ${number}`,
}));
const pageData = (answered: boolean) => ({
  request: { query: SurveyPageDataDocument },
  result: {
    data: {
      surveyQuestions: questions,
      mySurveyResponse: answered
        ? { __typename: 'SurveyResponse', id: 'r1', createdAt: '2026-01-01T00:00:00.000Z' }
        : null,
    },
  },
});
const submitted = {
  request: {
    query: SubmitSurveyDocument,
    variables: { answers: ['AGREE', 'AGREE', 'AGREE', 'AGREE', 'AGREE', 'STRONGLY_AGREE'] },
  },
  result: { data: { submitSurvey: { __typename: 'SurveyResponse', id: 'r2', createdAt: '2026-01-01T00:00:00.000Z' } } },
};

function renderPage(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <SurveyPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('SurveyPage', () => {
  it('shows the incomplete dialog and sends nothing until all six are answered, then thanks the member', async () => {
    renderPage([pageData(false), submitted]);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(6);

    fireEvent.click(within(groups[0]).getByLabelText('Agree'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Please Select an Option' });
    expect(dialog.textContent).toContain('You need to select an option for each question before proceeding.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    groups.slice(1, 5).forEach((group) => fireEvent.click(within(group).getByLabelText('Agree')));
    fireEvent.click(within(groups[5]).getByLabelText('Strongly Agree'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const thanks = await screen.findByRole('alertdialog', { name: 'Thank You!' });
    expect(within(thanks).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('shows a thank-you state instead of the form to a member who already answered', async () => {
    renderPage([pageData(true)]);
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
