import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LogoutSurveyOffer } from '../../features/survey';
import { Avatar } from '../../ui/avatar';
import { useViewer } from '../../lib/viewer';
import { useLogout } from '../../features/auth';

/** The member's card; it opens a menu with Profile, the admin screens, Settings and Logout. */
export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { viewer } = useViewer();
  const { logout, loggingOut, surveyOffer } = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault(); // this Esc closes the menu only, not the phone drawer around it
      setOpen(false);
      trigger.current?.focus(); // focus returns to the button that opened the menu
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  if (!viewer) return null;
  const close = () => {
    setOpen(false);
    onNavigate?.();
  };
  const links = [
    { to: '/profile', label: 'Profile', show: true },
    { to: '/bookmarks', label: 'Bookmarks', show: true },
    { to: '/rp', label: 'Reports', show: viewer.isAdmin },
    { to: '/cu', label: 'Users', show: viewer.isAdmin },
    { to: '/response', label: 'Reponse', show: viewer.isAdmin },
    { to: '/settings', label: 'Settings', show: true },
  ].filter((link) => link.show);

  return (
    <div className="user-menu" ref={root}>
      {surveyOffer && <LogoutSurveyOffer {...surveyOffer} />}
      <button
        ref={trigger}
        type="button"
        className="user-card"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar name={viewer.fullName} src={viewer.photoThumbUrl} size={42} />
        <span className="user-card__text">
          <span className="user-card__name">{viewer.fullName}</span>
          <span className="user-card__handle">@{viewer.username}</span>
        </span>
        <span className="user-card__chevron" aria-hidden="true">
          ⋯
        </span>
        <span className="visually-hidden">Account menu</span>
      </button>
      {open && (
        <ul className="user-menu__list" id={menuId} aria-label="Account">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="user-menu__item" onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="user-menu__item user-menu__item--danger"
              onClick={() => void logout()}
              disabled={loggingOut}
            >
              {loggingOut ? 'Logging out…' : 'Logout'}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
