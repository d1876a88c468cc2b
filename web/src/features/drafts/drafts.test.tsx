import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerByName, createFakeGraphQL } from '../../test/fake-graphql';
import { isDirty, LeaveGuard, useDraft } from './index';

const memberNamed = (id: string) => ({
  me: {
    __typename: 'User',
    id,
    username: id,
    fullName: id,
    country: 'Peru',
    email: `${id}@example.com`,
    isPrivate: false,
    isAdmin: false,
    photoUrl: null,
    photoThumbUrl: null,
    createdAt: '2026-01-01T00:00:00Z',
  },
});

/** A signed-in member `id` (the token in sessionStorage, the Viewer query answered). */
function signedInAs(id: string) {
  sessionStorage.setItem('TOKEN', `token-of-${id}`);
  const fake = createFakeGraphQL(answerByName({ Viewer: { data: memberNamed(id) } }));
  return ({ children }: { children: ReactNode }) => <ApolloProvider client={fake.client}>{children}</ApolloProvider>;
}

const EMPTY = { title: '', stops: [] as string[] };

describe('useDraft', () => {
  it('keeps the value per member on the device and gives it back, restored, after a reload', async () => {
    const first = renderHook(() => useDraft('trip', EMPTY), { wrapper: signedInAs('ana') });
    await waitFor(() => expect(first.result.current[0]).toEqual(EMPTY));
    act(() => first.result.current[1]((current) => ({ ...current, title: 'Cusco', stops: ['Pisac'] })));
    await waitFor(() => expect(localStorage.getItem('culturalink.draft.ana.trip')).not.toBeNull());
    first.unmount();

    const again = renderHook(() => useDraft('trip', EMPTY), { wrapper: signedInAs('ana') });
    await waitFor(() => expect(again.result.current[0]).toEqual({ title: 'Cusco', stops: ['Pisac'] }));
    expect(again.result.current[3]).toBe(true);
    again.unmount();

    // another member on the same device never sees it
    const other = renderHook(() => useDraft('trip', EMPTY), { wrapper: signedInAs('ben') });
    await waitFor(() => expect(other.result.current[0]).toEqual(EMPTY));
    expect(other.result.current[3]).toBe(false);
  });

  it('drops the kept draft once cleared (sent), and keeps nothing for an empty form or a guest', async () => {
    localStorage.setItem('culturalink.draft.ana.note', JSON.stringify('Almost sent'));
    const { result } = renderHook(() => useDraft('note', ''), { wrapper: signedInAs('ana') });
    await waitFor(() => expect(result.current[0]).toBe('Almost sent'));
    act(() => result.current[2]());
    expect(result.current[0]).toBe('');
    expect(result.current[3]).toBe(false);
    expect(localStorage.getItem('culturalink.draft.ana.note')).toBeNull();
    act(() => result.current[1](''));
    expect(localStorage.getItem('culturalink.draft.ana.note')).toBeNull();

    sessionStorage.clear();
    const guest = createFakeGraphQL(() => undefined);
    const asGuest = renderHook(() => useDraft('note', ''), {
      wrapper: ({ children }) => <ApolloProvider client={guest.client}>{children}</ApolloProvider>,
    });
    act(() => asGuest.result.current[1]('Typed as a guest'));
    expect(Object.keys(localStorage).filter((key) => key.startsWith('culturalink.draft.'))).toEqual([]);
  });

  it('tells a changed form from its empty state', () => {
    expect(isDirty(EMPTY, { title: '', stops: [] })).toBe(false);
    expect(isDirty({ ...EMPTY, stops: ['Pisac'] }, EMPTY)).toBe(true);
  });
});

describe('LeaveGuard', () => {
  const beforeUnload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks the browser before the tab closes or reloads, only while there are unsaved changes', () => {
    const view = render(<LeaveGuard when={false} />);
    expect(beforeUnload()).toBe(false);
    view.rerender(<LeaveGuard when />);
    expect(beforeUnload()).toBe(true);
    view.unmount();
    expect(beforeUnload()).toBe(false);
  });

  function renderScreens(when: boolean) {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <LeaveGuard when={when} message="Your post is not sent yet." />
              <Link to="/trivia">Trivia</Link>
            </>
          ),
        },
        { path: '/trivia', element: <h1>Trivia</h1> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('asks before an in-app navigation: Stay keeps the screen, Leave goes on', async () => {
    const router = renderScreens(true);
    fireEvent.click(screen.getByRole('link', { name: 'Trivia' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(prompt.textContent).toContain('Your post is not sent yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(screen.getByRole('link', { name: 'Trivia' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { name: 'Trivia' });
    expect(router.state.location.pathname).toBe('/trivia');
  });

  it('lets a navigation pass without asking when nothing is unsaved', async () => {
    const router = renderScreens(false);
    fireEvent.click(screen.getByRole('link', { name: 'Trivia' }));
    await screen.findByRole('heading', { name: 'Trivia' });
    expect(router.state.location.pathname).toBe('/trivia');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
