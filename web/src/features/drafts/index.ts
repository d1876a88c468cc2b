/** Drafts kept on the device per member, and the prompt before leaving unsaved changes (issue #23). */
export { isDirty, useDraft } from './use-draft';
export { LeaveGuard } from './leave-guard';
