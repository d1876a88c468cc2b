/**
 * Place autocomplete budget: p99 under 20 ms on the server for any prefix. Measures the gazetteer index
 * in this process (wall and CPU time per query, build time, memory it holds) and, given an app URL,
 * the placeSearch GraphQL query end to end. Alone: `npx tsx bench/places.ts [appUrl]`.
 */
import os from 'node:os';
import { getPlaceIndex } from '../src/providers/places/place-index.js';

export interface PlacesBenchResult {
  queries: number;
  buildMilliseconds: number;
  indexMegabytes: number;
  places: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  p99CpuMs: number;
  http?: { requests: number; p50Ms: number; p99Ms: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const round = (value: number) => Math.round(value * 1000) / 1000;

/** Prefixes of every length of place names spread over the gazetteer, plus all one- and two-letter prefixes. */
function benchPrefixes(count: number): string[] {
  const index = getPlaceIndex();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const prefixes: string[] = [...letters];
  for (const a of letters) for (const b of 'aeiou') prefixes.push(a + b);
  const names = ['a', 'e', 'i', 'o', 'u', 'ma', 'sa', 'be', 'ko', 'ch', 'st', 'ne'].flatMap((seed) =>
    index.search(seed, 50).map((place) => place.name),
  );
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  while (prefixes.length < count) {
    const name = names[Math.floor(random() * names.length)];
    prefixes.push(name.slice(0, 1 + Math.floor(random() * name.length)));
  }
  return prefixes;
}

export async function measurePlaceAutocomplete(
  options: { queries?: number; appUrl?: string } = {},
): Promise<PlacesBenchResult> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  const index = getPlaceIndex();
  gc?.();
  const after = process.memoryUsage();
  const measuredBytes = after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers;
  const prefixes = benchPrefixes(options.queries ?? 3000);
  // Warm the JIT on longer name prefixes only: the one- and two-letter prefixes are measured cold once.
  for (const prefix of prefixes.slice(-200)) index.search(prefix, 8);

  const wall: number[] = [];
  const cpu: number[] = [];
  for (const prefix of prefixes) {
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    index.search(prefix, 8);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const result: PlacesBenchResult = {
    queries: prefixes.length,
    buildMilliseconds: index.stats.buildMilliseconds,
    indexMegabytes: Math.round(((gc ? measuredBytes : index.stats.approximateBytes) / 1024 / 1024) * 10) / 10,
    places: index.stats.places,
    p50Ms: round(percentile(wall, 0.5)),
    p99Ms: round(percentile(wall, 0.99)),
    maxMs: round(wall.at(-1) ?? 0),
    p99CpuMs: round(percentile(cpu, 0.99)),
  };
  if (options.appUrl) result.http = await measureOverHttp(options.appUrl, prefixes.slice(0, 500));
  return result;
}

async function measureOverHttp(appUrl: string, prefixes: string[]) {
  const query = 'query($text: String!) { placeSearch(text: $text) { id label } }';
  const times: number[] = [];
  for (const text of prefixes) {
    const started = performance.now();
    const response = await fetch(`${appUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { text } }),
    });
    await response.json();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { requests: times.length, p50Ms: round(percentile(times, 0.5)), p99Ms: round(percentile(times, 0.99)) };
}

export function printPlacesResult(result: PlacesBenchResult): void {
  console.log(`\nPlace autocomplete over ${result.queries} prefixes (budget: p99 < 20 ms on the server):`);
  console.table({
    index: { 'p50 ms': result.p50Ms, 'p99 ms': result.p99Ms, 'max ms': result.maxMs, 'p99 CPU ms': result.p99CpuMs },
    ...(result.http ? { 'GraphQL round trip': { 'p50 ms': result.http.p50Ms, 'p99 ms': result.http.p99Ms } } : {}),
  });
  console.log(
    `  index: ${result.places} places, built in ${result.buildMilliseconds} ms, about ${result.indexMegabytes} MB of memory`,
  );
  // On a busy machine wall time mostly measures waiting for a CPU; CPU time is what a query costs.
  console.log(
    `  p99 ${result.p99Ms} ms wall, ${result.p99CpuMs} ms CPU (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs): ${result.p99Ms < 20 ? 'OK' : result.p99CpuMs < 20 ? 'OK in CPU time, over in wall time' : 'OVER BUDGET'}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printPlacesResult(await measurePlaceAutocomplete({ appUrl: process.argv[2] }));
}
