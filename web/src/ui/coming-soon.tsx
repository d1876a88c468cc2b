import { Icon, type IconName } from './icon';
import './coming-soon.css';

/** Stands in for a page that another part of the roadmap will build. */
export function ComingSoon({
  title,
  description,
  icon = 'compass',
}: {
  title: string;
  description: string;
  icon?: IconName;
}) {
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <span className="coming-soon__icon" aria-hidden="true">
        <Icon name={icon} size={32} />
      </span>
      <p className="coming-soon__eyebrow">Coming soon</p>
      <h1 id="coming-soon-title" className="coming-soon__title">
        {title}
      </h1>
      <p className="coming-soon__text">{description}</p>
    </section>
  );
}
