/** The public surface of the reports feature: other features and the app import only from here. */
export { getReport } from './list-reports.js';
export { ReportCategory, ReportStatus } from './report-category.js';
export { REPORT_ADDED, REPORT_DECIDED, recordReportEvents } from './report-events.js';
export { reportStream } from './report-stream.js';
export { toReportView, toReportViews } from './report-view.js';
export { ReportType } from './report.types.js';
export { REPORT_RATE } from './report-post.js';
