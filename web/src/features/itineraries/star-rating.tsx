import { useState } from 'react';

/**
 * Five stars: hovering previews, a click submits; the stars then lock and read 'Rating Submitted'.
 * A failed submit unlocks them again. A rating stored earlier shows as the current value and may be replaced.
 */
export function StarRating({ current, onRate }: { current: number | null; onRate: (rating: number) => Promise<void> }) {
  const [hover, setHover] = useState(0);
  const [locked, setLocked] = useState(false);
  const [chosen, setChosen] = useState(0);
  const shown = locked ? chosen : hover || chosen || current || 0;

  const rate = async (rating: number) => {
    if (locked) return;
    setLocked(true);
    setChosen(rating);
    try {
      await onRate(rating);
    } catch {
      setLocked(false);
      setChosen(0);
    }
  };

  return (
    <div className="star-rating" data-testid="star-rating">
      <div
        role="group"
        aria-label="Rate this itinerary"
        className="star-rating__stars"
        onMouseLeave={() => setHover(0)}
      >
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            className={`star-rating__star ${value <= shown ? 'is-on' : ''}`}
            aria-label={`Rate ${value} out of 5`}
            aria-pressed={value === (chosen || current)}
            // Not `disabled`: the star just pressed keeps the keyboard focus while the rating is sent.
            aria-disabled={locked || undefined}
            onMouseEnter={() => !locked && setHover(value)}
            onFocus={() => !locked && setHover(value)}
            onBlur={() => setHover(0)}
            onClick={() => void rate(value)}
          >
            ★
          </button>
        ))}
      </div>
      <span className="star-rating__status" aria-live="polite">
        {locked ? 'Rating Submitted' : current ? `Your rating: ${current} / 5` : 'Rate it'}
      </span>
    </div>
  );
}
