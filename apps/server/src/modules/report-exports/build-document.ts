import type { ExportFormat } from '@parytet/contract/report-exports';
import type { ReportDocumentInput } from './document/report-input.ts';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** "raport-placowy-2025.pdf": the label, made safe for a file name. */
const exportFileName = (input: ReportDocumentInput, format: ExportFormat) => {
  const base = input.lang === 'pl' ? 'raport-przejrzystosc-wynagrodzen' : 'pay-transparency-report';
  const label = input.report.label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base}${label ? `-${label}` : ''}.${format}`;
};

/** The report as the exports draw it (the printable view's data). */
export const buildDocumentModel = async (input: ReportDocumentInput) =>
  (await import('./document/report-model.ts')).buildReportModel(input);

/**
 * Builds one document. The renderers (pdfkit, ExcelJS) are loaded on first use, so the API
 * process pays for them only once somebody exports.
 */
export const buildDocument = async (
  input: ReportDocumentInput,
  format: ExportFormat,
  progress: (percent: number) => Promise<void> = async () => undefined,
) => {
  const { buildReportModel } = await import('./document/report-model.ts');
  const model = buildReportModel(input);
  await progress(30);
  const data =
    format === 'pdf'
      ? await (await import('./document/render-pdf.ts')).renderReportPdf(model)
      : await (await import('./document/render-xlsx.ts')).renderReportXlsx(model);
  await progress(90);
  return { data, fileName: exportFileName(input, format), contentType: CONTENT_TYPES[format] };
};
