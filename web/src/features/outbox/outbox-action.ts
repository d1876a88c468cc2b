/** What kind of action waits: the screens find their own pending actions by kind and subject. */
export type OutboxKind = 'like' | 'unlike' | 'comment' | 'post' | 'stop-edit';

/**
 * An action made offline, kept until it is sent: its mutation as text with its variables (Files included), and its
 * id, sent as the `Idempotency-Key` so a send repeated after a lost answer is applied once.
 */
export interface OutboxAction {
  id: string;
  memberId: string;
  /** Orders the member's actions: they are sent in the order they were made. */
  seq: number;
  kind: OutboxKind;
  /** What it acts on (a post's id, a stop's id), for the screens that show it as pending. */
  subject: string;
  /** How a notice names it: "your comment “Looks great”". */
  label: string;
  query: string;
  variables: Record<string, unknown>;
  /** Operations to run again once it is sent (e.g. the post's comments). */
  refetch: string[];
}

/** What a screen gives to queue an action. */
export type NewOutboxAction = Omit<OutboxAction, 'id' | 'memberId' | 'seq' | 'refetch'> & { refetch?: string[] };

/** A queued action the server refused on reconnect, with its reason in words. */
export interface OutboxRefusal {
  id: string;
  label: string;
  reason: string;
}
