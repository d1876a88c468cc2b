import type { Ref } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar';
import { Icon } from '../../ui/icon';
import { useViewer } from '../../lib/viewer';
import { Logo } from '../../ui/logo';
import { SearchBox } from './search-box';
import { notificationsLabel, UnreadBadge } from './unread-badge';

/** The phone header: menu button, logo, search, notifications with the unread count and the member's photo. */
export function TopBar({
  drawerOpen,
  onMenu,
  unread,
  menuButton,
  inert = false,
}: {
  drawerOpen: boolean;
  onMenu: () => void;
  unread: number;
  /** The menu button, for the layout to give focus back to when the drawer closes. */
  menuButton?: Ref<HTMLButtonElement>;
  /** While the phone drawer is open: the bar is out of reach (Tab stays in the drawer). */
  inert?: boolean;
}) {
  const { viewer } = useViewer();
  return (
    <header className="top-bar" inert={inert}>
      <button
        ref={menuButton}
        type="button"
        className="top-bar__menu"
        onClick={onMenu}
        aria-expanded={drawerOpen}
        aria-controls="app-drawer"
        aria-label="Open navigation"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Link to="/dashboard" className="top-bar__logo" aria-label="CulturaLink home">
        <Logo compact />
      </Link>
      <div className="top-bar__search">
        <SearchBox id="top-bar-search" />
      </div>
      <Link to="/notifications" className="top-bar__bell" aria-label={notificationsLabel(unread)}>
        <Icon name="bell" />
        <UnreadBadge count={unread} className="top-bar__badge" />
      </Link>
      {viewer && (
        <Link to="/profile" className="top-bar__photo">
          {/* Named by hidden text, not aria-label: the initials shown are no part of the name (WCAG 2.5.3). */}
          <Avatar name={viewer.fullName} src={viewer.photoThumbUrl} size={36} />
          <span className="visually-hidden">Your profile</span>
        </Link>
      )}
    </header>
  );
}
