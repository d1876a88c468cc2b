/** The offline queue (issue #23): actions made offline, kept per member on the device and sent on reconnect. */
export type { NewOutboxAction, OutboxAction, OutboxKind } from './outbox-action';
export { cancel as cancelQueuedAction, clearOutbox, mutationText } from './outbox';
export { OutboxBar } from './outbox-bar';
export { useOutbox, usePendingActions, useQueueAction } from './use-outbox';
