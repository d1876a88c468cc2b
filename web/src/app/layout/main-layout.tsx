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
  const drawer = useRef<HTMLElement>(null);
  /** Set when the drawer is dismissed (Esc, the scrim): the menu button gets the focus back once the bar is live again. */
  const refocusMenu = useRef(false);
  const unread = useUnreadNotificationCount();
  const location = useLocation();
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setDrawerOpen(false);
  }

  useEffect(() => {
    if (!drawerOpen) return;
    // The open drawer takes the focus (its first link or input shown: on phones it hides the logo and search the
    // top bar already has); the page behind is inert meanwhile, so Tab stays inside the drawer until it closes. The
    // drawer may still be hidden while it slides in: then the focus moves when the slide ends.
    const focusFirst = () => {
      for (const candidate of drawer.current?.querySelectorAll<HTMLElement>('a[href], button, input') ?? []) {
        candidate.focus();
        if (document.activeElement === candidate) return;
      }
    };
    focusFirst();
    const slidIn = window.setTimeout(() => drawer.current?.contains(document.activeElement) || focusFirst(), 250);
    // Esc closes the drawer and gives the focus back to the menu button.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dismissDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(slidIn);
      document.removeEventListener('keydown', onKey);
    };
  }, [drawerOpen]);

  useEffect(() => {
    if (drawerOpen || !refocusMenu.current) return;
    refocusMenu.current = false;
    menuButton.current?.focus();
  }, [drawerOpen]);

  function dismissDrawer() {
    refocusMenu.current = true;
    setDrawerOpen(false);
  }

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <TopBar
        drawerOpen={drawerOpen}
        onMenu={() => setDrawerOpen(true)}
        unread={unread}
        menuButton={menuButton}
        inert={drawerOpen}
      />
      <aside
        ref={drawer}
        id="app-drawer"
        className={`app-shell__sidebar ${drawerOpen ? 'is-open' : ''}`}
        aria-label="Navigation"
      >
        <Sidebar onNavigate={() => setDrawerOpen(false)} unread={unread} />
      </aside>
      {drawerOpen && <div className="app-shell__scrim" onClick={dismissDrawer} aria-hidden="true" />}
      <main id="main-content" className="app-shell__main" tabIndex={-1} inert={drawerOpen}>
        <Outlet />
      </main>
    </div>
  );
}
