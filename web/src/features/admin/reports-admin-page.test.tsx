import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, renderWithGraphQL } from '../../test/fake-graphql';
import { ReportsAdminPage } from './reports-admin-page';

function report(id: string, createdAt: string, title: string, withPost = true) {
  return {
    __typename: 'Report',
    id,
    category: 'SCAM_FALSE_INFORMATION',
    categoryLabel: 'Scam or false information',
    details: `Details of ${id}`,
    createdAt,
    status: 'OPEN',
    postId: `post-${id}`,
    postTitle: title,
    decidedAt: null,
    decidedBy: null,
    reporter: {
      __typename: 'User',
      id: 'u-rep',
      username: 'ben',
      fullName: 'Ben Reyes',
      country: 'Peru',
      photoThumbUrl: null,
    },
    post: withPost
      ? {
          __typename: 'Post',
          id: `post-${id}`,
          title,
          content: 'Some content',
          category: 'FESTIVALS',
          country: 'Philippines',
          imageUrl: null,
          imageThumbUrl: null,
          imageAlt: '',
          isBanned: false,
          isWarned: false,
          createdAt,
          likeCount: 3,
          author: { __typename: 'User', id: 'u-auth', username: 'ana', fullName: 'Ana Cruz', photoThumbUrl: null },
        }
      : null,
  };
}

function renderPage(initial: unknown[]) {
  return renderWithGraphQL(
    <ReportsAdminPage />,
    answerByName({
      ReportAdded: 'open',
      ReportDecided: 'open',
      AdminReports: {
        data: {
          reports: {
            __typename: 'ReportConnection',
            edges: initial.map((node) => ({ __typename: 'ReportEdge', node })),
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
        },
      },
      WarnReport: {
        data: {
          warnReport: {
            ...(initial[0] as object),
            status: 'WARNED',
            decidedAt: '2026-03-05T10:00:00Z',
            decidedBy: { __typename: 'User', id: 'adm', username: 'root', fullName: 'Root' },
          },
        },
      },
      ModerationLog: { data: { moderationLog: [] } },
    }),
  );
}

describe('ReportsAdminPage', () => {
  it('shows the empty state when there is nothing to review', async () => {
    renderPage([]);
    await screen.findByText('No reports');
    expect(screen.getByText('There are no content reports to review at this time.')).toBeTruthy();
  });

  it('puts a report that arrives live at the top without refetching the list', async () => {
    const { isOpen, push, sentNames } = renderPage([report('r1', '2026-03-01T10:00:00Z', 'Old post')]);
    await screen.findByText('Old post');
    await waitFor(() => expect(isOpen('ReportAdded')).toBe(true));
    act(() => push('ReportAdded', { reportAdded: report('r2', '2026-03-04T10:00:00Z', 'Fresh post') }));
    await screen.findByText('Fresh post');
    const cards = screen.getAllByTestId('report');
    expect(cards.map((card) => card.getAttribute('data-report-id'))).toEqual(['r2', 'r1']);
    expect(sentNames().filter((name) => name === 'AdminReports')).toHaveLength(1);
  });

  it('hides the decision buttons when the post is gone, and warns after confirming', async () => {
    renderPage([
      report('r1', '2026-03-01T10:00:00Z', 'Kept post'),
      report('r0', '2026-02-01T10:00:00Z', 'Deleted post', false),
    ]);
    const [kept, gone] = await screen.findAllByTestId('report');
    expect(within(gone).getByText(/no longer available/)).toBeTruthy();
    expect(within(gone).queryByRole('button', { name: 'Warn' })).toBeNull();
    fireEvent.click(within(kept).getByRole('button', { name: 'Warn' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Warn the author' })).getByRole('button', {
        name: 'Send warning',
      }),
    );
    await waitFor(() => expect(within(kept).queryByRole('button', { name: 'Warn' })).toBeNull());
    expect(within(kept).getAllByText('Warned').length).toBeGreaterThan(0);
    expect(await screen.findByText('The author was warned.')).toBeTruthy();
  });

  it('opens the reporter panel on focus', async () => {
    renderPage([report('r1', '2026-03-01T10:00:00Z', 'Old post')]);
    const toggle = await screen.findByRole('button', { name: 'View Reporter Info' });
    const panel = screen.getByText('Ben Reyes').closest('dl') as HTMLElement;
    expect(panel.hidden).toBe(true);
    fireEvent.focus(toggle);
    expect(panel.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('u-rep')).toBeTruthy();
    expect(screen.getByText('Peru')).toBeTruthy();
  });
});
