import { errorMessageOf } from '#lib/api-error.ts';
import { notifyError } from '#lib/notify.ts';
import { downloadLetter } from '../api/letter-pdf.ts';
import { saveBlob } from '#lib/downloads.ts';

/** Downloads a recorded request's letter; a failure is shown as a toast. */
export const saveLetter = async (reportId: string, letterId: string) => {
  try {
    const file = await downloadLetter(reportId, letterId);
    saveBlob(file.blob, file.fileName);
  } catch (error) {
    notifyError(errorMessageOf(error));
  }
};
