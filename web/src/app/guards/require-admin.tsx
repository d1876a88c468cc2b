import { Outlet } from 'react-router';
import { NotFoundPage } from '../not-found-page';
import { useViewer } from '../../lib/viewer';

/** Admin screens; everyone else sees the not-found page (the server checks the role again on every call). */
export function RequireAdmin() {
  const { viewer } = useViewer();
  return viewer?.isAdmin ? <Outlet /> : <NotFoundPage />;
}
