import type { Language } from '@parytet/contract/common';
import type { BandBasisValue } from '@parytet/contract/salary-bands';
import type { CriteriaBody } from '@parytet/contract/salary-band-documents';
import type { Currency } from '@parytet/contract/reports';
import { salaryBandDocumentsRoutes as routes } from '@parytet/contract/routes/salary-band-documents';
import { call } from '#lib/api/call.ts';
import { fileOf } from '#lib/downloads.ts';

/** A template (in some tens of kB) or a filled one on a slow line takes more than the usual 10 s. */
const FILE_TIMEOUT_MS = 60_000;

/** GET /salary-bands/template.xlsx: the template to fill, its instructions in `lang`. */
export const downloadBandTemplate = async (lang: Language) =>
  fileOf(
    await call(routes.template, { query: { lang } }, { retry: 0, timeout: FILE_TIMEOUT_MS }),
    'salary-bands-template.xlsx',
  );

export type TemplateDraftInput = {
  file: File;
  basis: BandBasisValue;
  currency?: Currency;
  spread: { min: number; max: number };
};

/** POST /salary-bands/draft/template (multipart): a draft from the filled file; nothing saved. */
export const draftFromTemplate = ({ file, basis, currency, spread }: TemplateDraftInput) => {
  const body = new FormData();
  body.append('basis', basis);
  if (currency) body.append('currency', currency);
  body.append('spread_min', String(spread.min));
  body.append('spread_max', String(spread.max));
  body.append('file', file, file.name);
  return call(routes.draftFromTemplate, { body }, { retry: 0, timeout: FILE_TIMEOUT_MS });
};

/** GET /salary-bands/adverts: a sentence per band in Polish and English (Art. 5). */
export const getBandAdverts = (version: number | undefined, signal?: AbortSignal) =>
  call(routes.adverts, { query: version === undefined ? {} : { version } }, { signal });

/** GET /salary-bands/criteria: the pay and progression criteria page in `lang` (Art. 6). */
export const getCriteria = (lang: Language, signal?: AbortSignal) =>
  call(routes.criteria, { query: { lang } }, { signal });

/** PUT /salary-bands/criteria (owner, admin): the page in its language as a new version. */
export const saveCriteria = (body: CriteriaBody) => call(routes.saveCriteria, { body });

export const downloadCriteriaPdf = async (lang: Language) =>
  fileOf(
    await call(routes.criteriaPdf, { query: { lang } }, { retry: 0, timeout: FILE_TIMEOUT_MS }),
    `criteria-${lang}.pdf`,
  );

export type BandsExportFormat = 'pdf' | 'xlsx';

/** The bands (newest or `version`) with their advert sentences, as a PDF or a workbook. */
export const downloadBandsExport = async (
  format: BandsExportFormat,
  lang: Language,
  version?: number,
) =>
  fileOf(
    await call(
      format === 'pdf' ? routes.exportPdf : routes.exportXlsx,
      { query: { lang, version } },
      {
        retry: 0,
        timeout: FILE_TIMEOUT_MS,
      },
    ),
    `salary-bands.${format}`,
  );

/** A report against the bands, as a PDF or a workbook (the people for the HR team only). */
export const downloadReportBandsExport = async (
  reportId: string,
  format: BandsExportFormat,
  lang: Language,
  version?: number,
) =>
  fileOf(
    await call(
      format === 'pdf' ? routes.reportExportPdf : routes.reportExportXlsx,
      { params: { id: reportId }, query: { lang, version } },
      { retry: 0, timeout: FILE_TIMEOUT_MS },
    ),
    `salary-bands-report.${format}`,
  );
