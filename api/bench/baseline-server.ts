import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { maskProfanity } from '../src/features/moderation-words/profanity.js';

/**
 * The yardstick: a hand-written `pg` + `node:http` endpoint answering the same JSON as the GraphQL
 * feed query in feed-throughput.ts (same visibility rule, masking, likers preview and cursor), in one
 * SQL statement. No framework, no ORM, no GraphQL.
 */
const FEED_SQL = `
select p.id, p.title, p.category, p.country, p.content, p.created_at, p.image_path,
       a.id as author_id, a.username, a.full_name, a.photo_thumb_path,
       (select count(*)::int from post_like l where l.post_id = p.id) as like_count,
       (select count(*)::int from comment c where c.post_id = p.id) as comment_count,
       exists (select 1 from post_like l where l.post_id = p.id and l.user_id = $1) as is_liked,
       coalesce((select json_agg(json_build_object('id', lu.id, 'username', lu.username))
                 from (select u.id, u.username from post_like l join app_user u on u.id = l.user_id
                       where l.post_id = p.id order by l.created_at desc, l.id desc limit 3) lu), '[]') as likers
from post p join app_user a on a.id = p.author_id
where p.author_id = $1
   or (not p.is_banned and a.is_active
       and (not a.is_private or exists (select 1 from follow f where f.follower_id = $1 and f.followee_id = p.author_id and f.status = 'accepted')))
order by p.created_at desc, p.id desc
limit $2`;

export async function startBaselineServer(databaseUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const server = http.createServer(async (req, res) => {
    try {
      const token = /^(?:token|bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const session = token
        ? await pool.query(
            'select user_id from auth_session where token_hash = $1 and revoked_at is null and expires_at > now()',
            [createHash('sha256').update(token).digest('hex')],
          )
        : null;
      const viewerId = session?.rows[0]?.user_id;
      if (!viewerId) {
        res.writeHead(401).end();
        return;
      }
      const first = 20;
      const { rows } = await pool.query(FEED_SQL, [viewerId, first + 1]);
      const page = rows.slice(0, first);
      const edges = page.map((row) => ({
        cursor: Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url'),
        node: {
          id: row.id,
          title: maskProfanity(row.title),
          category: String(row.category).toUpperCase(), // the PostCategory enum's name (stored: 'Festivals')
          country: row.country,
          content: maskProfanity(row.content),
          createdAt: row.created_at.toISOString(),
          imageUrl: row.image_path,
          likeCount: row.like_count,
          commentCount: row.comment_count,
          isLiked: row.is_liked,
          author: {
            id: row.author_id,
            username: row.username,
            fullName: row.full_name,
            photoThumbUrl: row.photo_thumb_path,
          },
          likers: { nodes: row.likers },
        },
      }));
      const body = JSON.stringify({
        data: {
          feed: { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } },
        },
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/feed`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
