import { foldText } from './fold-text.js';

/** Match kinds, best first: exact name, name prefix, exact word, word prefix, anywhere inside. */
export const MatchRank = { exact: 4, prefix: 3, word: 2, wordPrefix: 1, substring: 0 } as const;
const RANK_SCALE = 1e10;
const SUBSTRING_MIN_LENGTH = 3;
/** One- and two-character prefixes cover the most names; their answers never change, so they are kept. */
const SHORT_QUERY_LENGTH = 2;
const SHORT_QUERY_CACHE_SIZE = 5000;

/**
 * Autocomplete over names: a sorted array of every name suffix that starts a word, so any prefix
 * is one binary search plus a walk over the names it covers; ranked by match kind, then weight.
 */
export class NameSearch {
  private readonly folded: string[];
  /** Every folded name joined by newlines, so a substring search is one native indexOf walk. */
  private readonly joined: string;
  private readonly joinedStarts: Int32Array;
  private readonly keys: string[];
  private readonly keyOwners: Int32Array;
  private readonly keyIsWhole: Uint8Array;
  private readonly bestRank: Int8Array;
  private readonly seenStamp: Int32Array;
  private stamp = 0;
  private readonly shortQueries = new Map<string, number[]>();

  constructor(
    names: readonly string[],
    private readonly weights: ArrayLike<number>,
  ) {
    this.folded = names.map(foldText);
    this.joined = this.folded.join('\n');
    this.joinedStarts = new Int32Array(this.folded.length);
    for (let i = 1; i < this.folded.length; i++)
      this.joinedStarts[i] = this.joinedStarts[i - 1] + this.folded[i - 1].length + 1;
    const keys: string[] = [];
    const owners: number[] = [];
    const whole: number[] = [];
    this.folded.forEach((name, owner) => {
      if (!name) return;
      let start = 0;
      while (start >= 0) {
        keys.push(start === 0 ? name : name.slice(start));
        owners.push(owner);
        whole.push(start === 0 ? 1 : 0);
        const space = name.indexOf(' ', start);
        start = space < 0 ? -1 : space + 1;
      }
    });
    const order = keys.map((_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    this.keys = order.map((i) => keys[i]);
    this.keyOwners = Int32Array.from(order, (i) => owners[i]);
    this.keyIsWhole = Uint8Array.from(order, (i) => whole[i]);
    this.bestRank = new Int8Array(names.length);
    this.seenStamp = new Int32Array(names.length);
  }

  get keyCount(): number {
    return this.keys.length;
  }

  /** Owners (indexes into the names) of the best matches, best first. */
  search(text: string, limit: number, accept?: (owner: number) => boolean): number[] {
    const query = foldText(text);
    if (!query || limit <= 0) return [];
    if (accept || query.length > SHORT_QUERY_LENGTH) return this.rank(query, limit, accept ?? (() => true));
    const key = `${limit}:${query}`;
    let owners = this.shortQueries.get(key);
    if (!owners) {
      owners = this.rank(query, limit, () => true);
      if (this.shortQueries.size < SHORT_QUERY_CACHE_SIZE) this.shortQueries.set(key, owners);
    }
    return [...owners];
  }

  private rank(query: string, limit: number, accept: (owner: number) => boolean): number[] {
    const stamp = ++this.stamp;
    const candidates: number[] = [];
    for (let k = this.lowerBound(query); k < this.keys.length && this.keys[k].startsWith(query); k++) {
      const owner = this.keyOwners[k];
      const exact = this.keys[k].length === query.length || this.keys[k].charCodeAt(query.length) === 32;
      const rank = this.keyIsWhole[k]
        ? this.keys[k].length === query.length
          ? MatchRank.exact
          : MatchRank.prefix
        : exact
          ? MatchRank.word
          : MatchRank.wordPrefix;
      if (this.seenStamp[owner] !== stamp) {
        this.seenStamp[owner] = stamp;
        if (!accept(owner)) {
          this.bestRank[owner] = -1;
          continue;
        }
        this.bestRank[owner] = rank;
        candidates.push(owner);
      } else if (rank > this.bestRank[owner] && this.bestRank[owner] >= 0) {
        this.bestRank[owner] = rank;
      }
    }
    if (candidates.length < limit && query.length >= SUBSTRING_MIN_LENGTH) {
      for (let at = this.joined.indexOf(query); at >= 0; at = this.joined.indexOf(query, at + 1)) {
        const owner = this.ownerAt(at);
        if (this.seenStamp[owner] === stamp) continue;
        this.seenStamp[owner] = stamp;
        if (!accept(owner)) continue;
        this.bestRank[owner] = MatchRank.substring;
        candidates.push(owner);
      }
    }
    return this.best(candidates, limit);
  }

  private best(candidates: number[], limit: number): number[] {
    const top: number[] = [];
    const scores: number[] = [];
    for (const owner of candidates) {
      const score = this.bestRank[owner] * RANK_SCALE + this.weights[owner];
      if (top.length === limit && score <= scores[limit - 1]) continue;
      let at = Math.min(top.length, limit - 1);
      while (at > 0 && scores[at - 1] < score) at--;
      top.splice(at, 0, owner);
      scores.splice(at, 0, score);
      if (top.length > limit) {
        top.pop();
        scores.pop();
      }
    }
    return top;
  }

  private ownerAt(position: number): number {
    let low = 0;
    let high = this.joinedStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.joinedStarts[middle] <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private lowerBound(query: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle] < query) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
