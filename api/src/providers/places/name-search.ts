import { foldText } from './fold-text.js';

/**
 * Match kinds, best first: the name starts with the text (the whole name, or its beginning), a later word of the name
 * starts with it, or it is somewhere inside a word.
 */
export const MatchRank = { start: 2, word: 1, substring: 0 } as const;
/**
 * Within a match kind the well-known place wins: log10(population) less this much per letter of the name not typed,
 * so a place ten times larger wins unless it is seven letters longer ("Kyo" lists Kyoto before Kyo, Comoros; "Bath"
 * lists Bath before Bathinda, three times larger and four letters longer).
 */
export const DISTANCE_PENALTY = 0.15;
/**
 * A place matched by one of its other names (another language or script, a former name) scores as if it were ten
 * times smaller: "Kyo" is Kyoto before Köln ("Kyoln"), "York" is York before New York City ("York Berri").
 */
export const ALTERNATE_PENALTY = 1;
const RANK_SCALE = 1000;
const SUBSTRING_MIN_LENGTH = 3;
/** One- and two-character prefixes cover the most names; their answers never change, so they are kept. */
const SHORT_QUERY_LENGTH = 2;
const SHORT_QUERY_CACHE_SIZE = 5000;

/**
 * Autocomplete over names: a sorted array of every name suffix that starts a word, so any prefix is one binary
 * search plus a walk over the names it covers; ranked by match kind, then by how well known the place is and how
 * much of its name is left to type (see DISTANCE_PENALTY). A place may have several names (its other languages and
 * scripts): `owners[i]` is the place of `names[i]` (by default, name i is place i); a place is listed once, for its
 * best-matching name.
 */
export class NameSearch {
  private readonly folded: string[];
  /**
   * Every folded own name (not the other names) joined by newlines, so a substring search is one native indexOf
   * walk.
   */
  private readonly joined: string;
  private readonly joinedStarts: Int32Array;
  private readonly keys: string[];
  /** The name each key was cut from. */
  private readonly keyNames: Int32Array;
  private readonly keyIsWhole: Uint8Array;
  private readonly nameOwners: Int32Array;
  private readonly bestScore: Float64Array;
  private readonly seenStamp: Int32Array;
  private stamp = 0;
  private readonly shortQueries = new Map<string, number[]>();

  constructor(
    names: readonly string[],
    private readonly weights: ArrayLike<number>,
    owners?: ArrayLike<number>,
    /** Names from this index on are other names of their places (see ALTERNATE_PENALTY). */
    private readonly firstAlternate = names.length,
  ) {
    this.folded = names.map(foldText);
    this.nameOwners = owners ? Int32Array.from(owners) : Int32Array.from(names, (_, i) => i);
    this.joined = this.folded.slice(0, firstAlternate).join('\n');
    this.joinedStarts = new Int32Array(firstAlternate);
    for (let i = 1; i < firstAlternate; i++)
      this.joinedStarts[i] = this.joinedStarts[i - 1] + this.folded[i - 1].length + 1;
    const keys: string[] = [];
    const keyNames: number[] = [];
    const whole: number[] = [];
    this.folded.forEach((name, at) => {
      if (!name) return;
      let start = 0;
      while (start >= 0) {
        keys.push(start === 0 ? name : name.slice(start));
        keyNames.push(at);
        whole.push(start === 0 ? 1 : 0);
        const space = name.indexOf(' ', start);
        start = space < 0 ? -1 : space + 1;
      }
    });
    const order = keys.map((_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    this.keys = order.map((i) => keys[i]);
    this.keyNames = Int32Array.from(order, (i) => keyNames[i]);
    this.keyIsWhole = Uint8Array.from(order, (i) => whole[i]);
    this.bestScore = new Float64Array(weights.length);
    this.seenStamp = new Int32Array(weights.length);
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

  /** The score of a place matched by one of its names: match kind first, then well known and nearly typed. */
  private score(rank: number, name: number, queryLength: number): number {
    const known = Math.log10(this.weights[this.nameOwners[name]] + 1);
    const other = name >= this.firstAlternate ? ALTERNATE_PENALTY : 0;
    return rank * RANK_SCALE + known - other - DISTANCE_PENALTY * (this.folded[name].length - queryLength);
  }

  private rank(query: string, limit: number, accept: (owner: number) => boolean): number[] {
    const stamp = ++this.stamp;
    const candidates: number[] = [];
    const consider = (owner: number, score: number) => {
      if (this.seenStamp[owner] !== stamp) {
        this.seenStamp[owner] = stamp;
        if (!accept(owner)) {
          this.bestScore[owner] = -Infinity;
          return;
        }
        this.bestScore[owner] = score;
        candidates.push(owner);
      } else if (score > this.bestScore[owner] && this.bestScore[owner] !== -Infinity) {
        this.bestScore[owner] = score;
      }
    };
    for (let k = this.lowerBound(query); k < this.keys.length && this.keys[k].startsWith(query); k++) {
      const name = this.keyNames[k];
      const rank = this.keyIsWhole[k] ? MatchRank.start : MatchRank.word;
      consider(this.nameOwners[name], this.score(rank, name, query.length));
    }
    if (candidates.length < limit && query.length >= SUBSTRING_MIN_LENGTH) {
      for (let at = this.joined.indexOf(query); at >= 0; at = this.joined.indexOf(query, at + 1)) {
        const name = this.nameAt(at);
        const owner = this.nameOwners[name];
        if (this.seenStamp[owner] === stamp) continue;
        consider(owner, this.score(MatchRank.substring, name, query.length));
      }
    }
    return this.best(candidates, limit);
  }

  private best(candidates: number[], limit: number): number[] {
    const top: number[] = [];
    const scores: number[] = [];
    for (const owner of candidates) {
      const score = this.bestScore[owner];
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

  /** The name whose folded text holds this position of `joined`. */
  private nameAt(position: number): number {
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
