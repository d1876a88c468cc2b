/**
 * The one definition of a member's published posts: posts hidden by moderation (banned) do not count.
 * `memberId` is an SQL expression naming the member (e.g. `u.id`); the profile's post count and the
 * Content Creator achievement both embed it.
 */
export const publishedPostsSql = (memberId: string, extraCondition = '') =>
  `(select count(*) from post p where p.author_id = ${memberId} and not p.is_banned${extraCondition ? ` and ${extraCondition}` : ''})`;
