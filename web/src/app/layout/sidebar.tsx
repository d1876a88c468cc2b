import { NavLink } from 'react-router';
import { Icon, type IconName } from '../../ui/icon';
import { Logo } from '../../ui/logo';
import { SearchBox } from './search-box';
import { UnreadBadge } from './unread-badge';
import { UserMenu } from './user-menu';

const LINKS: Array<{ to: string; label: string; icon: IconName }> = [
  { to: '/dashboard', label: 'Home', icon: 'home' },
  { to: '/notifications', label: 'Notifications', icon: 'bell' },
  { to: '/itinerary', label: 'Itineraries', icon: 'map' },
  { to: '/trivia', label: 'Trivia', icon: 'trivia' },
];

/** Logo, search, the main navigation and the member's card with its menu. */
export function Sidebar({ onNavigate, unread }: { onNavigate?: () => void; unread: number }) {
  return (
    <div className="sidebar">
      <NavLink to="/dashboard" className="sidebar__logo" onClick={onNavigate}>
        <Logo />
      </NavLink>
      <div className="sidebar__search">
        <SearchBox id="sidebar-search" />
      </div>
      <nav aria-label="Main">
        <ul className="sidebar__nav">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="sidebar__link" onClick={onNavigate}>
                <Icon name={link.icon} />
                <span>{link.label}</span>
                {link.icon === 'bell' && <UnreadBadge count={unread} className="sidebar__badge" spoken />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sidebar__footer">
        <UserMenu onNavigate={onNavigate} />
      </div>
    </div>
  );
}
