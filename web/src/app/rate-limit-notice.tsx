import { rateLimitMessage, useRateLimitCountdown } from '../lib/rate-limit-wait';
import './rate-limit-notice.css';

/**
 * While requests wait out a 429, a bar with the live countdown on every screen (one of the status bars along the
 * bottom). Screen readers hear it once, when it appears, with the wait it started with (the seconds ticking are
 * shown, not announced each second).
 */
export function RateLimitNotice() {
  const { seconds, started } = useRateLimitCountdown();
  return (
    <div role="status" aria-live="polite">
      {seconds !== null && (
        <p className="rate-limit-notice">
          <span className="visually-hidden">{rateLimitMessage(started ?? seconds)}</span>
          <span aria-hidden="true" data-testid="rate-limit-countdown">
            {rateLimitMessage(seconds)}
          </span>
        </p>
      )}
    </div>
  );
}
