import type { Language } from '@parytet/contract/common';
import type { Cell } from './report-model.ts';

/** The documents' number formats: Polish or British English. */
export const locale = (lang: Language) => (lang === 'pl' ? 'pl-PL' : 'en-GB');

/** Plain spaces: a no-break space as group separator reads back badly from a PDF's text. */
export const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const formatNumber = (lang: Language, value: number, decimals = 2) =>
  plain(
    new Intl.NumberFormat(locale(lang), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    }).format(value),
  );

export const formatPercent = (lang: Language, value: number) => `${formatNumber(lang, value)}%`;

export const formatMoney = (lang: Language, value: number, currency: string) =>
  `${formatNumber(lang, value)} ${currency}`;

const formatCount = (lang: Language, value: number) =>
  formatNumber(lang, value, Number.isInteger(value) ? 0 : 2);

/** A cell as the PDF prints it; withheld cells print `withheldWord`, the reason goes to the notes. */
export const formatCell = (cell: Cell, lang: Language, currency: string, withheldWord: string) => {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'percent':
      return formatPercent(lang, cell.value);
    case 'money':
      return formatMoney(lang, cell.value, currency);
    case 'count':
      return formatCount(lang, cell.value);
    case 'decimal':
      return formatNumber(lang, cell.value);
    case 'withheld':
      return withheldWord;
  }
};
