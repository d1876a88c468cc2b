import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../ui/toast-provider';
import { ReportPage } from './report-page';

type Answer = { data?: unknown; errors?: GraphQLError[] };

function renderWizard(answer: Answer) {
  const sent: Array<Record<string, unknown>> = [];
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'ReportedPost') {
      const post = { __typename: 'Post', id: 'p1', title: 'Adobo twice', content: 'Vinegar first.' };
      const author = { __typename: 'User', id: 'u2', username: 'ben' };
      return new Observable((observer) => {
        observer.next({ data: { post: { ...post, author } } } as never);
        observer.complete();
      });
    }
    sent.push(operation.variables);
    return new Observable((observer) => {
      observer.next(answer as never);
      observer.complete();
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/report?post_id=p1&user_id=u2']}>
        <ToastProvider>
          <Routes>
            <Route path="/report" element={<ReportPage />} />
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          </Routes>
        </ToastProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { sent };
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
    const { sent } = renderWizard({ data: null });
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
    expect(sent).toHaveLength(0);
  });

  it('sends the report and goes to the dashboard with a toast', async () => {
    const { sent } = renderWizard({
      data: { reportPost: { __typename: 'Report', id: 'r1', category: 'BULLYING_HARASSMENT', status: 'OPEN' } },
    });
    fillToConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(sent).toEqual([{ postId: 'p1', category: 'BULLYING_HARASSMENT', details: 'Mocking a member' }]);
    expect(screen.getByTestId('toast').textContent).toMatch(/report was sent/);
  });

  it('stays on the screen with the server’s reason when the report is refused', async () => {
    renderWizard({
      errors: [new GraphQLError('You have already reported this post.', { extensions: { code: 'CONFLICT' } })],
    });
    fillToConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You have already reported this post.'));
    expect(screen.getByRole('heading', { name: 'Confirm your report' })).toBeTruthy();
  });
});
