/** The search route's term (?searchTerm=), trimmed and capped at the server's 100 characters. */
export function searchTermFrom(params: URLSearchParams): string {
  return (params.get('searchTerm') ?? '').trim().slice(0, 100);
}

export function resultCountText(users: number, posts: number): string {
  const total = users + posts;
  return `${total} ${total === 1 ? 'result' : 'results'}`;
}
