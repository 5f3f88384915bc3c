import type { Language } from '@parytet/contract/common';
import type { AppContext } from '#context.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { assertCanUpload } from './upload.service.ts';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The two workbooks never change while the server runs: built once each, on first request.
const workbooks = new Map<Language, Promise<Buffer>>();

// The engine (with ExcelJS) is loaded on first use: the API process otherwise never needs it
// (files are parsed in threads), and it weighs tens of megabytes of idle memory.
const loadEngine = () => import('@parytet/engine');

const workbook = (lang: Language) => {
  let cached = workbooks.get(lang);
  if (!cached) {
    cached = loadEngine().then((engine) => engine.generateExampleWorkbook(lang));
    cached.catch(() => workbooks.delete(lang));
    workbooks.set(lang, cached);
  }
  return cached;
};

/** The example upload file, for users who may upload. */
export const getExampleFile = async (ctx: AppContext, auth: AuthUser, lang: Language) => {
  await assertCanUpload(ctx, auth);
  const { exampleFileName } = await loadEngine();
  return { fileName: exampleFileName(lang), data: await workbook(lang) };
};
