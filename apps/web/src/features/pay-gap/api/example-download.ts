import type { Language } from '@parytet/contract/common';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { call } from '#lib/api/call.ts';
import { fileOf } from '#lib/downloads.ts';

const FALLBACK_NAME: Record<Language, string> = {
  en: 'example-report.xlsx',
  pl: 'przykladowy-raport.xlsx',
};

/** The example workbook in the given language, and the server's name for it. */
export const downloadExample = async (lang: Language) => {
  // No retry: a 429 here is the download limit, and asking again only extends the wait.
  const response = await call(reportsRoutes.exampleDownload, { query: { lang } }, { retry: 0 });
  return fileOf(response, FALLBACK_NAME[lang]);
};
