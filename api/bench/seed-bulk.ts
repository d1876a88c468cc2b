import { createHash } from 'node:crypto';
import pg from 'pg';

export interface BulkSeedSize {
  members: number;
  posts: number;
}

export const benchToken = (i: number) => `bench-token-${String(i).padStart(12, '0')}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Fills an empty, migrated database fast with set-based SQL: `members` members (every 10th private),
 * `posts` posts spread over them, 3 likes and 1 comment per post, 5 follows per member, and a live
 * session for every member whose token is `benchToken(i)` (member i is `bench<i>`).
 */
export async function seedBulk(databaseUrl: string, size: BulkSeedSize): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into app_user (id, username, email, full_name, country, is_private, created_at, updated_at)
       select gen_random_uuid(), 'bench' || i, 'bench' || i || '@example.com', 'Bench Member ' || i,
              (array['Philippines','Japan','Peru','Kenya','France','India'])[1 + i % 6], i % 10 = 9,
              now() - make_interval(days => i % 365), now()
       from generate_series(0, $1 - 1) as i`,
      [size.members],
    );
    await client.query(
      `create temporary table bench_member as select row_number() over (order by (substring(username from 6))::int) - 1 as i, id from app_user where username like 'bench%'`,
    );
    await client.query('create index on bench_member (i)');
    await client.query(
      `insert into post (id, author_id, title, category, country, content, is_banned, is_warned, created_at, updated_at)
       select gen_random_uuid(), m.id, 'Festival notes ' || p, (array['Food','Traditions','History','Art','Music'])[1 + p % 5],
              (array['Philippines','Japan','Peru','Kenya','France','India'])[1 + p % 6],
              'A short story about what we saw and tasted on day ' || p || ' of the trip.', p % 500 = 7, false,
              now() - make_interval(secs => p * 7), now()
       from generate_series(0, $1 - 1) as p join bench_member m on m.i = p % $2`,
      [size.posts, size.members],
    );
    await client.query(
      `create temporary table bench_post as select row_number() over (order by created_at desc) - 1 as i, id from post`,
    );
    await client.query('create index on bench_post (i)');
    await client.query(
      `insert into post_like (id, post_id, user_id, created_at)
       select gen_random_uuid(), bp.id, m.id, now() from bench_post bp cross join generate_series(1, 3) k
       join bench_member m on m.i = (bp.i * 7 + k * 13) % $1`,
      [size.members],
    );
    await client.query(
      `insert into comment (id, post_id, author_id, body, created_at, updated_at)
       select gen_random_uuid(), bp.id, m.id, 'Lovely, thank you for sharing!', now(), now()
       from bench_post bp join bench_member m on m.i = (bp.i * 11 + 5) % $1`,
      [size.members],
    );
    await client.query(
      `insert into follow (id, follower_id, followee_id, status, created_at)
       select gen_random_uuid(), a.id, b.id, 'accepted', now() from bench_member a cross join generate_series(1, 5) k
       join bench_member b on b.i = (a.i + k * 97) % $1`,
      [size.members],
    );
    const hashes = Array.from({ length: size.members }, (_, i) => sha256(benchToken(i)));
    await client.query(
      `insert into auth_session (id, user_id, token_hash, created_at, last_seen_at, expires_at)
       select gen_random_uuid(), m.id, h.hash, now(), now(), now() + interval '30 days'
       from unnest($1::text[]) with ordinality as h(hash, n) join bench_member m on m.i = h.n - 1`,
      [hashes],
    );
    await client.query('commit');
    await client.query('analyze');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
