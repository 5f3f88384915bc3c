import type { DocumentCell } from '@parytet/contract/report-exports';

// The cells every document's tables are made of (the report, its analysis, the salary bands):
// the PDF and the workbook each format a cell by its kind.
export const text = (value: string): DocumentCell => ({ kind: 'text', value });
export const count = (value: number): DocumentCell => ({ kind: 'count', value });
export const money = (value: number): DocumentCell => ({ kind: 'money', value });
export const decimal = (value: number): DocumentCell => ({ kind: 'decimal', value });
