/**
 * Who may change a comment: the one rule, used by the edit and delete commands and by the
 * `viewerCanEdit` / `viewerCanDelete` fields the web reads (so no client re-derives it).
 */
export const mayEditComment = (viewerId: string | null | undefined, commentAuthorId: string): boolean =>
  !!viewerId && viewerId === commentAuthorId;

/** A comment's author, or the author of the post it is on, may delete it. */
export const mayDeleteComment = (
  viewerId: string | null | undefined,
  commentAuthorId: string,
  postAuthorId: string,
): boolean => !!viewerId && (viewerId === commentAuthorId || viewerId === postAuthorId);
