import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The UPDATEs of `auth_session` a piece of work sends, through the ORM's query log. */
async function sessionUpdates(run: () => Promise<unknown>): Promise<number> {
  let updates = 0;
  const logger = t.orm.config.getLogger();
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (context) => {
    if (/^update "auth_session"/i.test(context.query ?? '')) updates++;
    logQuery(context);
  };
  try {
    await run();
  } finally {
    logger.logQuery = logQuery;
  }
  return updates;
}

describe('stale session touch', () => {
  it('is written once for a burst of requests of one member, and slides the expiry', async () => {
    const member = await createMember(t);
    const before = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ expires_at: string }[]>(
        `update auth_session set last_seen_at = now() - interval '1 hour' where user_id = ? returning expires_at`,
        [member.id],
      );
    const updates = await sessionUpdates(() =>
      Promise.all(
        Array.from({ length: 12 }, async () => {
          const answer = await t.gql('{ me { id } }', {}, { token: member.token });
          expect(answer.data?.me.id).toBe(member.id);
        }),
      ),
    );
    // the requests that found the session stale share one UPDATE
    expect(updates).toBe(1);
    const [after] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ last_seen_at: string; expires_at: string }[]>(
        `select last_seen_at, expires_at from auth_session where user_id = ?`,
        [member.id],
      );
    expect(new Date(after.expires_at).getTime()).toBeGreaterThan(new Date(before[0].expires_at).getTime());
    expect(Date.now() - new Date(after.last_seen_at).getTime()).toBeLessThan(60_000);
  });
});
