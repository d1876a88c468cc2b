/** The public surface of the moderation feature: other features and the app import only from here. */
export { decideReport, deleteReport, type Verdict } from './decide-report.js';
