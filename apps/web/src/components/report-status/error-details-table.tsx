import { useTranslation } from 'react-i18next';
import {
  MAX_ERROR_DETAILS,
  type ErrorDetail,
  type ProcessingErrorCode,
} from '@parytet/contract/reports';
import styles from './report-status.module.css';

/** A cell can hold up to 1 000 characters; a glimpse is enough to find it. */
const MAX_SHOWN_CHARS = 80;
const glimpse = (value: string) =>
  value.length > MAX_SHOWN_CHARS ? `${value.slice(0, MAX_SHOWN_CHARS - 1)}…` : value;

export type ErrorDetailsTableProps = {
  code: ProcessingErrorCode | null | undefined;
  details: readonly ErrorDetail[];
};

/** Where the file is at fault: row (as Excel numbers it), column and the value found there. */
export const ErrorDetailsTable = ({ code, details }: ErrorDetailsTableProps) => {
  const { t } = useTranslation();
  const columnNames = code === 'INCORRECT_COLUMN_NAMES';
  const valueOf = (detail: ErrorDetail) => {
    // A header problem names the column itself: either missing or one the file may not have.
    if (columnNames) {
      return detail.value === null
        ? t('report-status.details.missingColumn')
        : t('report-status.details.unknownColumn');
    }
    return detail.value === null
      ? t('report-status.details.empty')
      : t('report-status.details.quoted', { value: glimpse(detail.value) });
  };
  return (
    <div className={styles.details}>
      <table className={styles.detailsTable}>
        <caption className={styles.caption}>{t('report-status.details.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('report-status.details.row')}</th>
            <th scope="col">{t('report-status.details.column')}</th>
            <th scope="col">
              {columnNames ? t('report-status.details.problem') : t('report-status.details.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {details.map((detail, index) => (
            <tr key={`${detail.row ?? '-'}-${detail.column ?? '-'}-${index}`}>
              <td className={styles.number}>
                {detail.row ?? t('report-status.details.wholeFile')}
              </td>
              <td>{detail.column ?? t('report-status.details.anyColumn')}</td>
              <td className={styles.value}>{valueOf(detail)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {details.length >= MAX_ERROR_DETAILS && (
        <p className={styles.more}>
          {t('report-status.details.more', { count: MAX_ERROR_DETAILS })}
        </p>
      )}
    </div>
  );
};
