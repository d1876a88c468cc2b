import { COUNTRY_FACTS, joinList, type CountryFacts } from '../trivia/index.js';

type Topic = 'capital' | 'languages' | 'currency';

const TOPICS: readonly [Topic, RegExp][] = [
  ['capital', /\bcapital\b/i],
  ['languages', /\b(languages?|speak|spoken)\b/i],
  ['currency', /\b(currency|currencies|money)\b/i],
];

// longest names first, so "South Sudan" wins over "Sudan" and "Niger" does not match "Nigeria"
const NAMES: readonly [string, CountryFacts][] = COUNTRY_FACTS.flatMap((c) =>
  c.aliases.map((alias) => [alias, c] as [string, CountryFacts]),
).sort((a, b) => b[0].length - a[0].length);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME_PATTERNS = NAMES.map(
  ([alias, country]) => [new RegExp(`(^|[^\\p{L}])${escapeRegExp(alias)}($|[^\\p{L}])`, 'iu'), country] as const,
);

function findCountry(text: string): CountryFacts | null {
  for (const [pattern, country] of NAME_PATTERNS) if (pattern.test(text)) return country;
  return null;
}

function answer(topic: Topic, c: CountryFacts): string {
  switch (topic) {
    case 'capital':
      if (c.capitals.length === 0) return `${c.name} has no capital city in my data.`;
      return c.capitals.length === 1
        ? `The capital of ${c.name} is ${c.capitals[0]}.`
        : `${c.name} has ${c.capitals.length} capitals: ${joinList(c.capitals)}.`;
    case 'languages':
      if (c.languages.length === 0) return `I have no language listed for ${c.name}.`;
      return `The language${c.languages.length > 1 ? 's' : ''} of ${c.name}: ${joinList(c.languages)}.`;
    case 'currency':
      if (c.currencies.length === 0) return `I have no currency listed for ${c.name}.`;
      return `${c.name} uses ${joinList(c.currencies.map((cur) => `the ${cur.name} (${cur.code})`))}.`;
  }
}

/**
 * The helper's answer to a simple question about a country's capital, languages or currency, from the
 * same country data as trivia; null when the message is not such a question.
 */
export function answerCountryQuestion(text: string): string | null {
  const topics = TOPICS.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic);
  if (topics.length === 0) return null;
  const country = findCountry(text);
  if (!country) return null;
  return topics.map((topic) => answer(topic, country)).join(' ');
}

export const BOT_ACKNOWLEDGEMENT =
  'Thanks for your message! A moderator will answer here soon. Meanwhile I can tell you the capital, languages or currency of any country: just ask.';
