/**
 * A statement's text with every value taken out, for traces: MikroORM sends some statements with their
 * parameters written into the text (`where lower(username) = 'ana'`), so the text pg receives is not safe to
 * record as it is. String literals (plain, `E'...'`, dollar-quoted) and numbers become `?`; comments are dropped;
 * identifiers (`"u0"`, `app_user`), keywords and `$1` placeholders stay.
 */
export function withoutLiterals(sql: string): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const next = scanToken(sql, i);
    out += next.text;
    i = next.end;
  }
  return out;
}

interface Token {
  text: string;
  end: number;
}

const IDENTIFIER_START = /[A-Za-z_\u0080-\uffff]/;
const IDENTIFIER_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const DIGIT = /[0-9]/;

function scanToken(sql: string, start: number): Token {
  const char = sql[start]!;
  const pair = sql.slice(start, start + 2);
  if (pair === '--') return { text: '', end: endOfLine(sql, start) };
  if (pair === '/*') return { text: '', end: endOfBlockComment(sql, start) };
  if (char === '"')
    return { text: sql.slice(start, endOfQuoted(sql, start, '"', false)), end: endOfQuoted(sql, start, '"', false) };
  if (char === "'") return { text: '?', end: endOfQuoted(sql, start, "'", false) };
  if (char === '$') return dollar(sql, start);
  if (IDENTIFIER_START.test(char)) return identifierOrPrefixedString(sql, start);
  if (DIGIT.test(char) || (char === '.' && DIGIT.test(sql[start + 1] ?? '')))
    return { text: '?', end: endOfNumber(sql, start) };
  return { text: char, end: start + 1 };
}

function endOfLine(sql: string, start: number): number {
  const newline = sql.indexOf('\n', start);
  return newline === -1 ? sql.length : newline;
}

function endOfBlockComment(sql: string, start: number): number {
  const close = sql.indexOf('*/', start + 2);
  return close === -1 ? sql.length : close + 2;
}

/** The index after the closing quote; a doubled quote is one quote; with `backslashes`, `\x` escapes too. */
function endOfQuoted(sql: string, start: number, quote: string, backslashes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    if (backslashes && sql[i] === '\\') i += 2;
    else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i + 1;
    else i += 1;
  }
  return sql.length;
}

/** `$1` stays; `$tag$ ... $tag$` (or `$$ ... $$`) is a string. */
function dollar(sql: string, start: number): Token {
  const placeholder = /^\$\d+/.exec(sql.slice(start));
  if (placeholder) return { text: placeholder[0], end: start + placeholder[0].length };
  const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(start));
  if (!tag) return { text: '$', end: start + 1 };
  const close = sql.indexOf(tag[0], start + tag[0].length);
  return { text: '?', end: close === -1 ? sql.length : close + tag[0].length };
}

/** A word; `E'..'`, `B'..'`, `X'..'`, `N'..'` and `U&'..'` are strings with a prefix. */
function identifierOrPrefixedString(sql: string, start: number): Token {
  let end = start + 1;
  while (end < sql.length && IDENTIFIER_PART.test(sql[end]!)) end += 1;
  const word = sql.slice(start, end);
  if (sql[end] === "'" && /^[EeBbXxNn]$/.test(word))
    return { text: '?', end: endOfQuoted(sql, end, "'", word === 'E' || word === 'e') };
  if (/^[Uu]$/.test(word) && sql.slice(end, end + 2) === "&'")
    return { text: '?', end: endOfQuoted(sql, end + 1, "'", false) };
  return { text: word, end };
}

function endOfNumber(sql: string, start: number): number {
  const match = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(sql.slice(start));
  return start + (match?.[0].length ?? 1);
}
