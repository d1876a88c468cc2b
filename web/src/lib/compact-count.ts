/** Counts of 1000 or more show as x.xk (1.2k), millions as x.xM; a trailing .0 is dropped. */
export function compactCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 1_000_000) return `${trimZero(Math.floor(count / 100) / 10)}k`;
  return `${trimZero(Math.floor(count / 100_000) / 10)}M`;
}

function trimZero(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}
