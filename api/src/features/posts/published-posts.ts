/**
 * The one definition of a member's published posts: posts hidden by moderation (banned) do not count.
 * `memberId` is an SQL expression naming the member (e.g. `u.id`); the profile's post count and the
 * achievements (Content Creator, Share Star, Explorer Extraordinaire) embed it. `counted` is what to count
 * over those posts `p` (every row by default, e.g. `distinct lower(btrim(p.country))` for countries).
 */
export const publishedPostsSql = (memberId: string, extraCondition = '', counted = '*') =>
  `(select count(${counted}) from post p where p.author_id = ${memberId} and not p.is_banned${extraCondition ? ` and ${extraCondition}` : ''})`;
