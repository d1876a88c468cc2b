import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { ReportPage } from './report-page';

/** The wizard for post p1; the server shows the post and answers the report with `answer`. */
function renderWizard(answer: FakeAnswer) {
  const post = { __typename: 'Post', id: 'p1', title: 'Adobo twice', content: 'Vinegar first.' };
  const author = { __typename: 'User', id: 'u2', username: 'ben' };
  const { sent } = renderWithGraphQL(
    <Routes>
      <Route path="/report" element={<ReportPage />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    ({ name }) => (name === 'ReportedPost' ? { data: { post: { ...post, author } } } : answer),
    { route: '/report?post_id=p1&user_id=u2' },
  );
  const reportsSent = () => sent.filter((operation) => operation.name !== 'ReportedPost').map((o) => o.variables);
  return { reportsSent };
}

const next = () => screen.getByRole('button', { name: 'Next' });

function fillToConfirm() {
  fireEvent.click(screen.getByRole('radio', { name: 'Bullying, harassment or abuse' }));
  fireEvent.click(next());
  fireEvent.change(screen.getByLabelText('Please elaborate on the problem'), {
    target: { value: '  Mocking a member  ' },
  });
  fireEvent.click(next());
}

describe('ReportPage', () => {
  it('shows which post is being reported', async () => {
    renderWizard({ data: null });
    const post = await screen.findByRole('figure', { name: 'Post being reported' });
    expect(post.textContent).toContain('Post by @ben');
    expect(post.textContent).toContain('Adobo twice');
    expect(post.textContent).toContain('Vinegar first.');
  });

  it('enables Next only when the step is valid, goes back a step, and shows the summary before submitting', () => {
    const { reportsSent } = renderWizard({ data: null });
    expect(screen.getByText(/contact your local authorities first/)).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Adult Content' }));
    fireEvent.click(next());
    const details = screen.getByLabelText('Please elaborate on the problem') as HTMLTextAreaElement;
    expect(details.rows).toBe(5);
    expect(details.placeholder).toBe('Provide a brief explanation for your report...');
    fireEvent.change(details, { target: { value: '   ' } });
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('radio', { name: 'Adult Content' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(next());
    fireEvent.change(screen.getByLabelText('Please elaborate on the problem'), { target: { value: 'Explicit photo' } });
    fireEvent.click(next());
    expect(screen.getByRole('heading', { name: 'Confirm your report' })).toBeTruthy();
    expect(screen.getByText('Adult Content')).toBeTruthy();
    expect(screen.getByText('Explicit photo')).toBeTruthy();
    expect(screen.getByText(/cannot be changed or undone/)).toBeTruthy();
    expect(reportsSent()).toHaveLength(0);
  });

  it('sends the report and goes to the dashboard with a toast', async () => {
    const { reportsSent } = renderWizard({
      data: {
        reportPost: {
          __typename: 'ReportPostPayload',
          report: { __typename: 'Report', id: 'r1', category: 'BULLYING_HARASSMENT', status: 'OPEN' },
          userErrors: [],
        },
      },
    });
    fillToConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(reportsSent()).toEqual([{ postId: 'p1', category: 'BULLYING_HARASSMENT', details: 'Mocking a member' }]);
    expect(screen.getByTestId('toast').textContent).toMatch(/report was sent/);
  });

  it('stays on the screen with the server’s reason when the report is refused', async () => {
    renderWizard({
      data: {
        reportPost: {
          __typename: 'ReportPostPayload',
          report: null,
          userErrors: [
            { __typename: 'UserError', field: null, message: 'You have already reported this post.', code: 'CONFLICT' },
          ],
        },
      },
    });
    fillToConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You have already reported this post.'));
    expect(screen.getByRole('heading', { name: 'Confirm your report' })).toBeTruthy();
  });

  it('stays on the screen when the report is refused with a top-level error (own post)', async () => {
    renderWizard({
      errors: [{ message: 'You cannot report your own post.', extensions: { code: 'FORBIDDEN' } }],
    });
    fillToConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You cannot report your own post.'));
    expect(screen.getByRole('heading', { name: 'Confirm your report' })).toBeTruthy();
  });
});
