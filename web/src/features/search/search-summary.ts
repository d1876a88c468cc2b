/** The search route's term (?searchTerm=), trimmed and capped at the server's 100 characters. */
export function searchTermFrom(params: URLSearchParams): string {
  return (params.get('searchTerm') ?? '').trim().slice(0, 100);
}

/** How many results the page shows, users and posts together; `more` when either list has more to show (`20+`). */
export function resultCountText(users: number, posts: number, more = false): string {
  const total = users + posts;
  return `${total}${more ? '+' : ''} ${total === 1 && !more ? 'result' : 'results'}`;
}
