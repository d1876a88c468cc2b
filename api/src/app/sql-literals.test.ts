import { describe, expect, it } from 'vitest';
import { withoutLiterals } from './sql-literals.js';

describe('withoutLiterals (statement text for traces)', () => {
  it.each([
    [
      `select "u0".* from "app_user" as "u0" where lower(username) = 'ana' limit 1`,
      `select "u0".* from "app_user" as "u0" where lower(username) = ? limit ?`,
    ],
    [
      `insert into t ("id", "n") values ('it''s', -12.5e3), ($1, $2)`,
      `insert into t ("id", "n") values (?, -?), ($1, $2)`,
    ],
    [`select E'a\\'b', x'1f', U&'d\\0061t', n'x' from t`, `select ?, ?, ?, ? from t`],
    [`select $$secret$$, $tag$ it's $$ $tag$ from t`, `select ?, ? from t`],
    [`select 1 -- 'a comment'\n/* a 'block' */ from t2 where a.b = .5`, `select ? \n from t2 where a.b = ?`],
    [`select "we""ird" from "t'1" where c::float8 > 3`, `select "we""ird" from "t'1" where c::float8 > ?`],
    [`update ü set naïve = 'x'`, `update ü set naïve = ?`],
  ])('%s', (sql, expected) => {
    expect(withoutLiterals(sql)).toBe(expected);
  });

  it('keeps no part of an unterminated literal', () => {
    expect(withoutLiterals(`select 'never closed`)).toBe('select ?');
    expect(withoutLiterals(`select $q$ never closed`)).toBe('select ?');
  });
});
