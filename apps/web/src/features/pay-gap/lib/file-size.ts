import type { TFunction } from 'i18next';
import { formatNumber, type Lang } from '#lib/format.ts';

const KB = 1024;
const MB = 1024 * KB;

/** "5 bytes", "12,3 KB", "1,2 MB": a tiny file is never rounded up to "1 KB". */
export const fileSizeText = (t: TFunction, bytes: number, lang: Lang): string => {
  if (bytes < KB) {
    return t('pay-gap.upload.file.size.bytes', {
      count: bytes,
      formatted: formatNumber(bytes, lang),
    });
  }
  if (bytes < MB) {
    const kb = bytes / KB;
    return t('pay-gap.upload.file.size.kb', { size: formatNumber(kb, lang, kb < 10 ? 1 : 0) });
  }
  return t('pay-gap.upload.file.size.mb', { size: formatNumber(bytes / MB, lang, 1) });
};

/** A size limit as a person says it: "10 MB", "64 MB", "7,5 MB" (never "10,0 MB"). */
export const sizeLimitText = (t: TFunction, bytes: number, lang: Lang): string => {
  const mb = bytes / MB;
  if (bytes < MB) return fileSizeText(t, bytes, lang);
  return t('pay-gap.upload.file.size.mb', {
    size: formatNumber(mb, lang, Number.isInteger(mb) ? 0 : 1),
  });
};
