import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setWebSocketConnected } from '../../lib/web-socket-status';
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

function logEntry(id: string, action: string, title: string) {
  return {
    __typename: 'ModerationDecision',
    id,
    postId: `post-${id}`,
    action,
    note: null,
    createdAt: '2026-03-05T10:00:00Z',
    adminUsername: 'root',
    admin: { __typename: 'User', id: 'adm', username: 'root' },
    report: { __typename: 'Report', id: `r-${id}`, categoryLabel: 'Adult Content', postTitle: title },
  };
}

function logPage(entries: unknown[], endCursor: string | null) {
  return {
    data: {
      moderationLog: {
        __typename: 'ModerationDecisionConnection',
        nodes: entries,
        pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
      },
    },
  };
}

function renderPage(initial: unknown[], options: { warnRefused?: boolean; olderReports?: unknown[] } = {}) {
  const page = (nodes: unknown[], endCursor: string | null) => ({
    data: {
      reports: {
        __typename: 'ReportConnection',
        edges: nodes.map((node) => ({ __typename: 'ReportEdge', node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
      },
    },
  });
  return renderWithGraphQL(
    <ReportsAdminPage />,
    answerByName({
      ReportAdded: 'open',
      ReportDecided: 'open',
      AdminReports: (variables) =>
        variables.after ? page(options.olderReports ?? [], null) : page(initial, options.olderReports ? 'c1' : null),
      WarnReport: {
        data: {
          warnReport: options.warnRefused
            ? {
                __typename: 'WarnReportPayload',
                report: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: null,
                    message: 'This report was already decided (banned).',
                    code: 'CONFLICT',
                  },
                ],
              }
            : {
                __typename: 'WarnReportPayload',
                report: {
                  ...(initial[0] as object),
                  status: 'WARNED',
                  decidedAt: '2026-03-05T10:00:00Z',
                  decidedBy: { __typename: 'User', id: 'adm', username: 'root', fullName: 'Root' },
                },
                userErrors: [],
              },
        },
      },
      ModerationLog: (variables) =>
        variables.after
          ? logPage([logEntry('d0', 'DELETE_REPORT', 'Older post')], null)
          : logPage([logEntry('d2', 'LIFT_BAN', 'Lifted post'), logEntry('d1', 'WARN', 'Warned post')], 'c-log'),
    }),
  );
}

afterEach(() => setWebSocketConnected(false));

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

  it('keeps a report that arrived live when the first page is fetched again', async () => {
    const { isOpen, push, sent } = renderPage([report('r1', '2026-03-01T10:00:00Z', 'Old post')]);
    await screen.findByText('Old post');
    await waitFor(() => expect(isOpen('ReportAdded')).toBe(true));
    act(() => push('ReportAdded', { reportAdded: report('r2', '2026-03-04T10:00:00Z', 'Fresh post') }));
    await screen.findByText('Fresh post');
    act(() => setWebSocketConnected(true));
    await waitFor(() => expect(sent.filter((op) => op.name === 'AdminReports')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getAllByTestId('report').map((card) => card.getAttribute('data-report-id'))).toEqual(['r2', 'r1']),
    );
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

  it("shows why a decision was refused and keeps the report's buttons", async () => {
    renderPage([report('r1', '2026-03-01T10:00:00Z', 'Kept post')], { warnRefused: true });
    const [kept] = await screen.findAllByTestId('report');
    fireEvent.click(within(kept).getByRole('button', { name: 'Warn' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Warn the author' })).getByRole('button', {
        name: 'Send warning',
      }),
    );
    expect(
      await screen.findByText('Could not record the decision: This report was already decided (banned).'),
    ).toBeTruthy();
    expect(within(kept).getByRole('button', { name: 'Warn' })).toBeTruthy();
  });

  it('loads older reports after the first page', async () => {
    const { sent } = renderPage([report('r2', '2026-03-02T10:00:00Z', 'Newer post')], {
      olderReports: [report('r1', '2026-03-01T10:00:00Z', 'Older post')],
    });
    await screen.findByText('Newer post');
    fireEvent.click(screen.getByRole('button', { name: 'Load older reports' }));
    await screen.findByText('Older post');
    expect(screen.getAllByTestId('report').map((card) => card.getAttribute('data-report-id'))).toEqual(['r2', 'r1']);
    expect(sent.filter((op) => op.name === 'AdminReports').map((op) => op.variables.after ?? null)).toEqual([
      null,
      'c1',
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load older reports' })).toBeNull());
  });

  it('keeps the older reports loaded when the socket comes back and the first page is fetched again', async () => {
    const { sent } = renderPage([report('r2', '2026-03-02T10:00:00Z', 'Newer post')], {
      olderReports: [report('r1', '2026-03-01T10:00:00Z', 'Older post')],
    });
    await screen.findByText('Newer post');
    fireEvent.click(screen.getByRole('button', { name: 'Load older reports' }));
    await screen.findByText('Older post');
    act(() => setWebSocketConnected(true));
    await waitFor(() => expect(sent.filter((op) => op.name === 'AdminReports')).toHaveLength(3));
    expect(sent.at(-1)?.variables.after).toBeUndefined();
    await waitFor(() => expect(screen.getAllByTestId('report')).toHaveLength(2));
    expect(screen.getByText('Older post')).toBeTruthy();
  });

  it('lists the moderation log with each action in words, and loads older decisions', async () => {
    const { sent } = renderPage([]);
    await screen.findByText('No reports');
    fireEvent.click(screen.getByRole('tab', { name: 'Moderation log' }));
    const log = await screen.findByRole('region', { name: 'Moderation log' });
    expect(within(log).getByText('Ban lifted')).toBeTruthy();
    expect(within(log).getByText('Warned')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load older decisions' }));
    expect(await within(log).findByText('Report deleted')).toBeTruthy();
    expect(within(log).getAllByRole('row')).toHaveLength(4);
    expect(sent.filter((op) => op.name === 'ModerationLog').map((op) => op.variables)).toEqual([
      { first: 50 },
      { first: 50, after: 'c-log' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load older decisions' })).toBeNull());
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
