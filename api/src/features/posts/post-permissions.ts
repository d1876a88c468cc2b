/**
 * Who may do what to a post: the one rule, used by the commands (getOwnPost, reportPost) and by the
 * `viewerCanEdit` / `viewerCanDelete` / `viewerCanReport` fields the web reads (so no client re-derives it).
 */

/** Editing and deleting a post: its author alone. */
export const mayChangePost = (viewerId: string | null | undefined, postAuthorId: string): boolean =>
  !!viewerId && viewerId === postAuthorId;

/** Reporting a post: any signed-in member but its author. */
export const mayReportPost = (viewerId: string | null | undefined, postAuthorId: string): boolean =>
  !!viewerId && viewerId !== postAuthorId;
