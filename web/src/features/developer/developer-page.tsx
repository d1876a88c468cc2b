import { Link } from 'react-router';
import { useViewer } from '../../lib/viewer';
import { PageSpinner } from '../../ui/spinner';
import { AccessTokensSection } from './access-tokens-section';
import { DeveloperAppsSection } from './developer-apps-section';
import { WebhooksSection } from './webhooks-section';
import './developer.css';

/** Developer tools, apart from a member's own settings: personal access tokens, webhooks and OAuth apps. */
export function DeveloperPage() {
  const { viewer } = useViewer();
  if (!viewer) return <PageSpinner />;
  return (
    <div className="developer">
      <h1 className="page-title">Developer</h1>
      <p className="developer-note">
        Tools for scripts and apps that use the CulturaLink API as you; the API guide (docs/API.md) explains each. Your
        own account is under <Link to="/settings">Settings</Link>.
      </p>

      <section className="developer__group card" aria-labelledby="developer-tokens">
        <h2 id="developer-tokens" className="developer__heading">
          Personal access tokens
        </h2>
        <AccessTokensSection isAdmin={viewer.isAdmin} />
      </section>

      <section className="developer__group card" aria-labelledby="developer-webhooks">
        <h2 id="developer-webhooks" className="developer__heading">
          Webhooks
        </h2>
        <WebhooksSection isAdmin={viewer.isAdmin} />
      </section>

      <section className="developer__group card" aria-labelledby="developer-apps">
        <h2 id="developer-apps" className="developer__heading">
          OAuth apps
        </h2>
        <DeveloperAppsSection />
      </section>
    </div>
  );
}
