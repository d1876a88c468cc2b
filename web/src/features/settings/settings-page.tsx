import { Link } from 'react-router';
import { useTheme } from '../../lib/theme';
import { useViewer } from '../../lib/viewer';
import { Collapsible } from '../../ui/collapsible';
import { PageSpinner } from '../../ui/spinner';
import { Switch } from '../../ui/switch';
import { AuthorizedAppsSection } from './authorized-apps-section';
import { ChangePasswordSection } from './change-password-section';
import { BlockedMembersSection, MutedMembersSection } from './blocked-members-section';
import { PrivacySection } from './privacy-section';
import { ProfileInfoSection } from './profile-info-section';
import { ProfilePhotoSection } from './profile-photo-section';
import '../../ui/button.css';
import './settings.css';

export function SettingsPage() {
  const { viewer } = useViewer();
  const [theme, setTheme] = useTheme();
  if (!viewer) return <PageSpinner />;
  return (
    <div className="settings">
      <h1 className="page-title">Settings</h1>

      <section className="settings__group card" aria-labelledby="settings-general">
        <h2 id="settings-general" className="settings__heading">
          General Settings
        </h2>
        <ProfilePhotoSection viewer={viewer} />
        <Collapsible title="Profile Information" description="Your e-mail, username, name and country.">
          <ProfileInfoSection viewer={viewer} />
        </Collapsible>
        <Collapsible title="Change Password" description="Update the password you sign in with.">
          <ChangePasswordSection />
        </Collapsible>
      </section>

      <section className="settings__group card" aria-labelledby="settings-privacy">
        <h2 id="settings-privacy" className="settings__heading">
          Privacy
        </h2>
        <PrivacySection viewer={viewer} />
        <Collapsible title="Blocked members" description="Members you blocked: you do not see each other anywhere.">
          <BlockedMembersSection />
        </Collapsible>
        <Collapsible title="Muted members" description="Members whose posts and actions you do not hear of.">
          <MutedMembersSection />
        </Collapsible>
      </section>

      <section className="settings__group card" aria-labelledby="settings-apps">
        <h2 id="settings-apps" className="settings__heading">
          Apps and developer tools
        </h2>
        <Collapsible title="Authorized apps" description="Apps you allowed to use your account.">
          <AuthorizedAppsSection />
        </Collapsible>
        <div className="settings__link-row">
          <div>
            <p className="settings__link-title">Developer</p>
            <p className="settings-note">Personal access tokens, webhooks and OAuth apps for the API.</p>
          </div>
          <Link to="/developer" className="btn btn--secondary btn--sm">
            Open Developer
          </Link>
        </div>
      </section>

      <section className="settings__group card" aria-labelledby="settings-appearance">
        <h2 id="settings-appearance" className="settings__heading">
          Appearance
        </h2>
        <Switch
          label="Dark theme"
          description="Easier on the eyes at night."
          checked={theme === 'dark'}
          onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
        />
      </section>

      <footer className="settings__footer">
        <p>
          <strong>CulturaLink</strong> is a student project: a social network for cultural exchange, built to help
          people share stories, plan cultural trips and learn about the world.
        </p>
      </footer>
    </div>
  );
}
