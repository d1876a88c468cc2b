/** Own profile at /profile, anyone else at /user-profile/{username}?id= (the spec's routes). */
export function profileHref(user: { id: string; username: string }, viewerId: string | null | undefined): string {
  if (viewerId && user.id === viewerId) return '/profile';
  return `/user-profile/${encodeURIComponent(user.username)}?id=${encodeURIComponent(user.id)}`;
}

export function reportHref(post: { id: string; author: { id: string } }): string {
  return `/report?post_id=${encodeURIComponent(post.id)}&user_id=${encodeURIComponent(post.author.id)}`;
}
