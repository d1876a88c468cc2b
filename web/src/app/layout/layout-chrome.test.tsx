import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { renderWithGraphQL } from '../../test/fake-graphql';
import { MainLayout } from './main-layout';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';

const viewer = {
  __typename: 'User',
  id: 'u1',
  username: 'ana',
  fullName: 'Ana Cruz',
  country: 'Philippines',
  email: 'ana@example.com',
  isPrivate: false,
  isAdmin: false,
  photoUrl: null,
  photoThumbUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderWithViewer(ui: React.ReactNode) {
  renderWithGraphQL(ui, () => ({ data: { me: viewer } }));
}

beforeEach(() => setToken('token'));
afterEach(() => clearToken());

describe('the phone top bar', () => {
  it('shows the unread notifications count on its notifications link', () => {
    renderWithViewer(<TopBar drawerOpen={false} onMenu={() => undefined} unread={3} />);
    const link = screen.getByRole('link', { name: 'Notifications, 3 unread' });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(link.textContent).toBe('3');
  });

  it('names the link without a count when everything is read', () => {
    renderWithViewer(<TopBar drawerOpen={false} onMenu={() => undefined} unread={0} />);
    expect(screen.getByRole('link', { name: 'Notifications' }).textContent).toBe('');
  });
});

describe('the sidebar', () => {
  it('names its notifications link with the visible label and count (axe label-content-name-mismatch)', () => {
    renderWithViewer(<Sidebar unread={4} />);
    const link = screen.getByRole('link', { name: 'Notifications 4 unread' });
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.textContent).toBe('Notifications 4 unread');
  });
});

describe('the account menu', () => {
  it('comes after its button in tab order and gives focus back to it on Escape', async () => {
    renderWithViewer(<UserMenu />);
    const button = await screen.findByRole('button', { name: /Account menu/ });
    fireEvent.click(button);
    const menu = screen.getByRole('list', { name: 'Account' });
    // DOCUMENT_POSITION_FOLLOWING: the menu's items are reached by Tab after the button.
    expect(button.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    screen.getByRole('link', { name: 'Settings' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('list', { name: 'Account' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('the phone drawer', () => {
  it('takes the focus when it opens, leaves the page behind inert, and gives the focus back to the menu on Escape', async () => {
    renderWithGraphQL(<MainLayout />, ({ name }) =>
      name === 'NotificationAdded'
        ? 'open'
        : { data: name === 'UnreadNotificationCount' ? { unreadNotificationCount: 0 } : { me: viewer } },
    );
    const menu = screen.getByRole('button', { name: 'Open navigation' });
    fireEvent.click(menu);
    const drawer = document.getElementById('app-drawer')!;
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(document.getElementById('main-content')!.hasAttribute('inert')).toBe(true);
    expect(menu.closest('header')!.hasAttribute('inert')).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.getElementById('main-content')!.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(menu);
  });
});
