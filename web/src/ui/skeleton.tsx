import './skeleton.css';

/** A shimmering placeholder block while content loads. */
export function Skeleton({
  width = '100%',
  height = '1em',
  round = false,
}: {
  width?: string;
  height?: string;
  round?: boolean;
}) {
  return <span className={`skeleton ${round ? 'skeleton--round' : ''}`} style={{ width, height }} aria-hidden="true" />;
}
