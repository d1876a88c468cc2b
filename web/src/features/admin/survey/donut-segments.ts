export const DONUT_RADIUS = 40;
export const DONUT_CIRCUMFERENCE = 2 * Math.PI * DONUT_RADIUS;

export interface DonutSegment<K> {
  key: K;
  count: number;
  /** Length of the arc along the circle's stroke. */
  length: number;
  /** Where the arc starts, as an offset along the stroke from 12 o'clock. */
  offset: number;
}

/** Arcs of a donut (one circle stroke per slice), in order, proportional to the counts; empty slices are dropped. */
export function donutSegments<K>(slices: ReadonlyArray<{ key: K; count: number }>): DonutSegment<K>[] {
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.count), 0);
  if (total === 0) return [];
  let start = 0;
  const segments: DonutSegment<K>[] = [];
  for (const slice of slices) {
    if (slice.count <= 0) continue;
    const length = (slice.count / total) * DONUT_CIRCUMFERENCE;
    segments.push({ key: slice.key, count: slice.count, length, offset: start });
    start += length;
  }
  return segments;
}
