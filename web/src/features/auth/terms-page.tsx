import { Link } from 'react-router';
import { Logo } from '../../ui/logo';
import './terms-page.css';

/** /terms: the Terms of Service and the Privacy Policy the landing page links to; open to everyone. */
export function TermsPage() {
  return (
    <main className="terms-page">
      <Link to="/" aria-label="CulturaLink home">
        <Logo />
      </Link>
      <h1 className="page-title">Terms of Service</h1>
      <p>
        CulturaLink is a place to share stories, recipes, festivals and travel plans across cultures. By using it you
        agree to post only what you have the right to share, to treat other members with respect, and not to post
        hateful, violent, sexual or misleading content. Administrators may warn about, hide or remove content that
        breaks these rules and may deactivate accounts that keep breaking them.
      </p>
      <p>
        Your posts, comments and itineraries stay yours; you allow CulturaLink to show them to the people your privacy
        settings allow. You can delete them at any time; to close your whole account, ask an administrator.
      </p>
      <h2 id="privacy">Privacy Policy</h2>
      <p>
        We keep what you give us (your name, country, e-mail address, username, photo and what you post) to run the
        service, and we never sell it. Your e-mail address is used for sign-in codes and account messages only. A
        private account shows your posts only to the followers you accept.
      </p>
      <p>
        We store a session token in your browser&apos;s session storage to keep you signed in in this tab, and your
        theme choice in its local storage. We use no advertising or tracking cookies.
      </p>
      <p>
        <Link to="/">Back to CulturaLink</Link>
      </p>
    </main>
  );
}
