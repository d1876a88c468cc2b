import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useUnreadNotificationCount } from '../../features/notifications';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import './layout.css';

/** The signed-in frame: a sidebar on wide screens, a top bar with a drawer on phones. */
export function MainLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const unread = useUnreadNotificationCount();
  const location = useLocation();
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setDrawerOpen(false);
  }

  useEffect(() => {
    if (!drawerOpen) return;
    // Esc closes the drawer and gives the focus back to the menu button.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setDrawerOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <TopBar drawerOpen={drawerOpen} onMenu={() => setDrawerOpen(true)} unread={unread} menuButton={menuButton} />
      <aside id="app-drawer" className={`app-shell__sidebar ${drawerOpen ? 'is-open' : ''}`} aria-label="Navigation">
        <Sidebar onNavigate={() => setDrawerOpen(false)} unread={unread} />
      </aside>
      {drawerOpen && <div className="app-shell__scrim" onClick={() => setDrawerOpen(false)} aria-hidden="true" />}
      <main id="main-content" className="app-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
