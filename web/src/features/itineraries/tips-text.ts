export type TipSegment = { text: string; bold: boolean };

/** General tips as paragraphs (one per non-empty line), each split into plain and **bold** runs. Rendered as text nodes, never as HTML. */
export function parseTips(tips: string): TipSegment[][] {
  return tips
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const segments: TipSegment[] = [];
      const pattern = /\*\*(.+?)\*\*/g;
      let last = 0;
      for (const match of line.matchAll(pattern)) {
        if (match.index > last) segments.push({ text: line.slice(last, match.index), bold: false });
        segments.push({ text: match[1], bold: true });
        last = match.index + match[0].length;
      }
      if (last < line.length) segments.push({ text: line.slice(last), bold: false });
      return segments;
    });
}
