import { Icon, type IconName } from '../../ui/icon';

const BLURBS: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'chat',
    title: 'Share ideas with a global community',
    text: 'Post stories about traditions, food, music and places, and hear from people who live them.',
  },
  {
    icon: 'map',
    title: 'Plan cultural experiences',
    text: 'Build a customizable itinerary with stops on a map, a budget and tips for fellow travellers.',
  },
  {
    icon: 'trivia',
    title: 'Get cultural trivia',
    text: 'Learn something new about the countries and cultures of the world, one question at a time.',
  },
];

/** The tagline and the three feature blurbs of the landing page. */
export function LandingHero() {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <p className="landing-hero__eyebrow">A community for cultural exchange</p>
      <h1 id="landing-title" className="landing-hero__title">
        Share. Learn. Connect.
      </h1>
      <p className="landing-hero__lead">
        CulturaLink brings together curious travellers and proud locals to swap stories, plan journeys and celebrate the
        cultures of the world.
      </p>
      <ul className="landing-hero__blurbs">
        {BLURBS.map((blurb) => (
          <li key={blurb.title} className="landing-blurb">
            <span className="landing-blurb__icon" aria-hidden="true">
              <Icon name={blurb.icon} size={24} />
            </span>
            <span>
              <strong className="landing-blurb__title">{blurb.title}</strong>
              <span className="landing-blurb__text">{blurb.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
