import type { Language } from '@parytet/contract/common';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { call } from '../../../lib/api/call.ts';
import { fileNameFromDisposition } from '../lib/content-disposition.ts';

const FALLBACK_NAME: Record<Language, string> = {
  en: 'example-report.xlsx',
  pl: 'przykladowy-raport.xlsx',
};

/** The example workbook in the given language, and the server's name for it. */
export const downloadExample = async (lang: Language) => {
  // No retry: a 429 here is the download limit, and asking again only extends the wait.
  const response = await call(reportsRoutes.exampleDownload, { query: { lang } }, { retry: 0 });
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? FALLBACK_NAME[lang];
  return { fileName, blob: await response.blob() };
};

/** Hands a blob to the browser as a download under the given name. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
