import fs from 'node:fs/promises';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from './schema.js';
import {
  breakingChanges,
  changelogPath,
  deprecationDate,
  releaseDateOf,
  releasedSchemaPath,
  undatedDeprecations,
} from './schema-policy.js';

const RELEASED = `
  type Query {
    feed(first: Int = 20, country: String): [Post!]!
    post(id: ID!): Post
    oldFeed: [Post!]! @deprecated(reason: "Use feed, since 2026-10-01.")
    undated: Int @deprecated(reason: "Use feed.")
    legacy: Legacy @deprecated(reason: "Nothing replaces it, since 2026-10-01.")
  }
  type Post { id: ID! title: String! category: Category! }
  type Legacy { id: ID! }
  enum Category { FOOD MUSIC TRAVEL @deprecated(reason: "Use MUSIC, since 2026-10-01.") }
  input PostInput { title: String! summary: String @deprecated(reason: "Ignored since 2026-10-01.") }
  type Mutation { createPost(input: PostInput!): Post! }
`;
const released = buildSchema(RELEASED);

/** The released schema with one edit: `from` replaced by `to` (both must be in its text). */
function edited(from: string, to: string) {
  const sdl = RELEASED;
  expect(sdl).toContain(from);
  return buildSchema(sdl.replace(from, to));
}

describe('the breaking-change check', () => {
  it('fails on a removed field that was not deprecated', async () => {
    const violations = await breakingChanges(released, edited('    post(id: ID!): Post\n', ''));
    expect(violations).toEqual([{ path: 'Query.post', message: expect.stringContaining("Field 'post'") }]);
  });

  it('fails on a changed argument type', async () => {
    const violations = await breakingChanges(released, edited('country: String', 'country: Int'));
    expect(violations.map((v) => v.path)).toEqual(['Query.feed.country']);
  });

  it('fails on a removed argument, a new required argument and a field type made nullable', async () => {
    const violations = await breakingChanges(
      released,
      edited('feed(first: Int = 20, country: String): [Post!]!', 'feed(first: Int = 20, region: String!): [Post!]'),
    );
    expect(violations.map((v) => v.path).sort()).toEqual(['Query.feed', 'Query.feed.country', 'Query.feed.region']);
  });

  it('passes on an added field, an added optional argument and a new deprecation', async () => {
    const added = edited(
      'post(id: ID!): Post',
      'post(id: ID!, preview: Boolean): Post @deprecated(reason: "Use node, since 2026-11-24.")\n    node(id: ID!): Post',
    );
    expect(await breakingChanges(released, added)).toEqual([]);
  });

  it('passes on removing a field, an enum value and an input field the released schema had deprecated with a date', async () => {
    let current = edited('    oldFeed: [Post!]! @deprecated(reason: "Use feed, since 2026-10-01.")\n', '');
    expect(await breakingChanges(released, current)).toEqual([]);
    current = edited('TRAVEL @deprecated(reason: "Use MUSIC, since 2026-10-01.")', '');
    expect(await breakingChanges(released, current)).toEqual([]);
    current = edited('summary: String @deprecated(reason: "Ignored since 2026-10-01.")', '');
    expect(await breakingChanges(released, current)).toEqual([]);
  });

  it('passes on removing a type once every field reaching it was deprecated and removed', async () => {
    const current = edited(
      '    legacy: Legacy @deprecated(reason: "Nothing replaces it, since 2026-10-01.")\n  }\n  type Post { id: ID! title: String! category: Category! }\n  type Legacy { id: ID! }',
      '  }\n  type Post { id: ID! title: String! category: Category! }',
    );
    expect(await breakingChanges(released, current)).toEqual([]);
  });

  it('fails on removing a field deprecated without a date, or deprecated only now', async () => {
    const undated = edited('    undated: Int @deprecated(reason: "Use feed.")\n', '');
    expect((await breakingChanges(released, undated)).map((v) => v.path)).toEqual(['Query.undated']);
    const notReleasedDeprecated = buildSchema(`type Query { feed: Int }`);
    const justNow = buildSchema(`type Query { feed: Int @deprecated(reason: "since 2026-11-24") old: Int }`);
    expect((await breakingChanges(justNow, notReleasedDeprecated)).map((v) => v.path)).toEqual(['Query.old']);
  });
});

describe('deprecation reasons', () => {
  it('need a reason with "since YYYY-MM-DD", a real date', () => {
    expect(deprecationDate('Use feed, since 2026-10-01.')).toBe('2026-10-01');
    expect(deprecationDate('Use feed.')).toBeNull();
    expect(deprecationDate('since 2026-02-30')).toBeNull();
    expect(deprecationDate('No longer supported')).toBeNull();
    const schema = buildSchema(`
      type Query {
        a: Int @deprecated
        b(x: Int @deprecated(reason: "Unused.")): Int
        c: Int @deprecated(reason: "Use d, since 2026-11-24.")
        d: E
      }
      enum E { ON OFF @deprecated(reason: "Gone since 2026-13-01") }
    `);
    expect(undatedDeprecations(schema)).toEqual([
      'Query.a: "No longer supported"',
      'Query.b.x: "Unused."',
      'E.OFF: "Gone since 2026-13-01"',
    ]);
  });
});

describe('the API schema against its last release (docs/api/schema.released.graphql)', () => {
  it('breaks nothing that the release did not deprecate first, and dates every deprecation', async () => {
    const snapshot = await fs.readFile(releasedSchemaPath, 'utf8');
    const current = await getSchema();
    // A breaking change: keep the old field, argument or value beside the new one with
    // @deprecated(reason: "Use X, since YYYY-MM-DD.") (TypeGraphQL: deprecationReason), and remove it
    // only after a release (npm run schema:release) has shipped the deprecation. See docs/API.md#versioning.
    expect(await breakingChanges(buildSchema(snapshot), current)).toEqual([]);
    expect(undatedDeprecations(current)).toEqual([]);
  });

  it('is a release the changelog describes', async () => {
    const date = releaseDateOf(await fs.readFile(releasedSchemaPath, 'utf8'));
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const changelog = await fs.readFile(changelogPath, 'utf8');
    expect(changelog).toContain('\n## Unreleased\n');
    expect(changelog).toContain(`\n## ${date}\n`);
  });
});
