/** The id of the sidebar's list of reports, where each report has its rename/delete menu. */
export const REPORT_LIST_ANCHOR = 'report-list';
