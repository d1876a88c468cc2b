import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, isInterfaceType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { possibleTypes } from './possible-types';

describe('possibleTypes', () => {
  it('lists every union and interface of schema.graphql with all its members', () => {
    const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'));
    const expected: Record<string, string[]> = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isUnionType(type) || isInterfaceType(type)) {
        expected[type.name] = schema
          .getPossibleTypes(type)
          .map((t) => t.name)
          .sort();
      }
    }
    const actual = Object.fromEntries(
      Object.entries(possibleTypes).map(([name, members]) => [name, [...members].sort()]),
    );
    expect(actual).toEqual(expected);
  });
});
