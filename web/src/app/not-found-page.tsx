import { Link } from 'react-router';
import { Logo } from '../ui/logo';
import '../ui/button.css';
import './not-found-page.css';

export function NotFoundPage() {
  return (
    <main className="not-found">
      <Logo />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">Page not found</h1>
      <p className="not-found__text">
        This path leads nowhere on our map. The page may have moved, or you may not have access to it.
      </p>
      <Link className="btn btn--primary btn--md" to="/">
        Back To Home
      </Link>
    </main>
  );
}
