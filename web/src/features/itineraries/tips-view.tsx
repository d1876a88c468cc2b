import { parseTips } from './tips-text';

/** General tips as paragraphs with **bold** runs, built from text nodes (never HTML). */
export function TipsView({ tips, fallback = 'No general tips provided' }: { tips: string; fallback?: string }) {
  const paragraphs = parseTips(tips);
  if (paragraphs.length === 0) return <p className="itinerary__muted">{fallback}</p>;
  return (
    <div className="itinerary__tips">
      {paragraphs.map((segments, index) => (
        <p key={index}>
          {segments.map((segment, at) =>
            segment.bold ? <strong key={at}>{segment.text}</strong> : <span key={at}>{segment.text}</span>,
          )}
        </p>
      ))}
    </div>
  );
}
