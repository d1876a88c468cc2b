import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, renderWithGraphQL } from '../../test/fake-graphql';
import { SurveyPage } from './survey-page';

const questions = [1, 2, 3, 4, 5, 6].map((number) => ({
  __typename: 'SurveyQuestion' as const,
  number,
  statement: `Statement ${number}`,
}));
/** The survey page for a member who has (or has not) answered; a submission is answered as saved. */
function renderPage(answered: boolean) {
  return renderWithGraphQL(
    <SurveyPage />,
    answerByName({
      SurveyPageData: {
        data: {
          surveyQuestions: questions,
          mySurveyResponse: answered
            ? { __typename: 'SurveyResponse', id: 'r1', createdAt: '2026-01-01T00:00:00.000Z' }
            : null,
        },
      },
      SubmitSurvey: {
        data: { submitSurvey: { __typename: 'SurveyResponse', id: 'r2', createdAt: '2026-01-01T00:00:00.000Z' } },
      },
    }),
  );
}

describe('SurveyPage', () => {
  it('shows the incomplete dialog and sends nothing until all six are answered, then thanks the member', async () => {
    const { sent } = renderPage(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(6);

    fireEvent.click(within(groups[0]).getByLabelText('Agree'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Please Select an Option' });
    expect(dialog.textContent).toContain('You need to select an option for each question before proceeding.');
    expect(sent.some((operation) => operation.name === 'SubmitSurvey')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    groups.slice(1, 5).forEach((group) => fireEvent.click(within(group).getByLabelText('Agree')));
    fireEvent.click(within(groups[5]).getByLabelText('Strongly Agree'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const thanks = await screen.findByRole('alertdialog', { name: 'Thank You!' });
    expect(within(thanks).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(sent.find((operation) => operation.name === 'SubmitSurvey')?.variables).toEqual({
      answers: ['AGREE', 'AGREE', 'AGREE', 'AGREE', 'AGREE', 'STRONGLY_AGREE'],
    });
  });

  it('shows a thank-you state instead of the form to a member who already answered', async () => {
    renderPage(true);
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
