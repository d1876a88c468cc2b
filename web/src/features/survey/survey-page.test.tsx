import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { SurveyPage } from './survey-page';

const questions = [1, 2, 3, 4, 5, 6].map((number) => ({
  __typename: 'SurveyQuestion' as const,
  number,
  statement: `Statement ${number}`,
}));
const saved = {
  data: {
    submitSurvey: {
      __typename: 'SubmitSurveyPayload',
      surveyResponse: { __typename: 'SurveyResponse', id: 'r2', createdAt: '2026-01-01T00:00:00.000Z' },
      userErrors: [],
    },
  },
};

/** What submitSurvey answers when it refuses: its payload with userErrors and no response. */
const refused = (code: string, message: string) => ({
  data: {
    submitSurvey: {
      __typename: 'SubmitSurveyPayload',
      surveyResponse: null,
      userErrors: [{ __typename: 'UserError', field: null, message, code }],
    },
  },
});

/** The survey page for a member who has (or has not) answered; a submission is answered as saved unless told. */
function renderPage(answered: boolean, submitted: FakeAnswer = saved) {
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
      SubmitSurvey: submitted,
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

  const answerAll = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    for (const group of screen.getAllByRole('group')) fireEvent.click(within(group).getByLabelText('Neutral'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  };

  it('thanks a member whose answer was already stored (a CONFLICT user error: another tab answered first)', async () => {
    renderPage(false, refused('CONFLICT', 'You have already answered the survey. Thank you!'));
    await answerAll();
    expect(await screen.findByRole('alertdialog', { name: 'Thank You!' })).toBeTruthy();
  });

  it('says why in words when the answers are refused, and keeps the form', async () => {
    renderPage(false, refused('BAD_USER_INPUT', 'You need to select an option for each question before proceeding.'));
    await answerAll();
    expect(
      await screen.findByText(/Could not send your answers: You need to select an option for each question/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});
