import './stop-photo.css';

/** A stop's photo on its card, described by its author (alt text and hover title); decorative when not described. */
export function StopPhoto({ src, alt }: { src: string; alt: string }) {
  return <img className="stop-card__photo" src={src} alt={alt} title={alt || undefined} loading="lazy" />;
}
