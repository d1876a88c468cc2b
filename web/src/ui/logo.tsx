import './logo.css';

/**
 * The CulturaLink mark (a globe whose meridian is a path between two places) and wordmark.
 * Its colours come from the theme tokens, so the light and dark variants follow the theme.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="logo" aria-label="CulturaLink" role="img">
      <svg className="logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="17" className="logo__globe" />
        <ellipse cx="20" cy="20" rx="7.5" ry="17" className="logo__line" />
        <path d="M3.5 15h33M3.5 25h33" className="logo__line" />
        <path d="M11 29c4-9 10-9 18-18" className="logo__route" />
        <circle cx="11" cy="29" r="3" className="logo__pin" />
        <circle cx="29" cy="11" r="3" className="logo__pin logo__pin--end" />
      </svg>
      {!compact && (
        <span className="logo__word" aria-hidden="true">
          Cultura<span className="logo__word-accent">Link</span>
        </span>
      )}
    </span>
  );
}
