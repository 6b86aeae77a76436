/** The personalised PDF report. The API's routes use exactly these two functions. */
export { renderReport } from './render.js';
export { reportFileName } from './file-name.js';
export type { ReportRequest } from './model.js';
