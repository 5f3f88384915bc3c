import { useTranslation } from 'react-i18next';
import type { Language } from '@parytet/contract/common';
import type { DocumentCell, DocumentTable as Table } from '@parytet/contract/report-exports';
import type { Currency } from '@parytet/contract/reports';
import { formatMoney, formatNumber, formatPercent } from '#lib/format.ts';
import styles from './print-view.module.css';

const isNumber = (cell: DocumentCell | undefined) => cell !== undefined && cell.kind !== 'text';

const CellText = ({
  cell,
  lang,
  currency,
}: {
  cell: DocumentCell;
  lang: Language;
  currency: Currency;
}) => {
  const { t } = useTranslation();
  switch (cell.kind) {
    case 'text':
      return <>{cell.value}</>;
    case 'percent':
      return <>{formatPercent(cell.value, lang)}</>;
    case 'money':
      return <>{formatMoney(cell.value, lang, currency)}</>;
    case 'count':
      return <>{formatNumber(cell.value, lang, Number.isInteger(cell.value) ? 0 : 2)}</>;
    case 'decimal':
      return <>{formatNumber(cell.value, lang, 2)}</>;
    case 'withheld':
      return (
        <span className={styles.withheld} title={cell.reason}>
          {t('report-exports.print.withheld')}
        </span>
      );
  }
};

/** One table of the handed-on report, as the PDF lays it out. */
export const DocumentTable = ({
  table,
  lang,
  currency,
  caption,
  keyValue = false,
}: {
  table: Table;
  lang: Language;
  currency: Currency;
  caption?: string;
  /** Key–value tables keep every value on the left. */
  keyValue?: boolean;
}) => {
  const first = table.rows[0];
  const numeric = (cell: DocumentCell | undefined) => !keyValue && isNumber(cell);
  return (
    <table className={styles.table}>
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <thead>
        <tr>
          {table.columns.map((c, i) => (
            <th key={c.header} scope="col" className={numeric(first?.[i]) ? styles.num : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) => (
              <td key={c} className={numeric(cell) ? styles.num : undefined}>
                <CellText cell={cell} lang={lang} currency={currency} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
