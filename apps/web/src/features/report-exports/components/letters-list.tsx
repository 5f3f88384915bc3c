import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useLetters } from '../api/letters.ts';
import { saveLetter } from '../lib/save-letter.ts';
import styles from './report-exports.module.css';

/** The requests answered from a report, with their dates and the two-month due date. */
export const LettersList = ({ reportId }: { reportId: string }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const letters = useLetters(reportId);
  if (letters.isPending) return <BlockLoader />;
  if (letters.isError) return <p role="alert">{t('report-exports.errors.load')}</p>;
  if (letters.data.length === 0) {
    return <p className={styles.muted}>{t('report-exports.letters.empty')}</p>;
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('report-exports.letters.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('report-exports.letters.employee')}</th>
            <th scope="col">{t('report-exports.letters.requested')}</th>
            <th scope="col">{t('report-exports.letters.due')}</th>
            <th scope="col">{t('report-exports.letters.answered')}</th>
            <th scope="col">{t('report-exports.letters.download')}</th>
          </tr>
        </thead>
        <tbody>
          {letters.data.map((letter) => (
            <tr key={letter.id}>
              <th scope="row">{letter.employee_id}</th>
              <td>{formatDate(letter.requested_on, lang, 'short')}</td>
              <td>{formatDate(letter.due_on, lang, 'short')}</td>
              <td>
                {formatDate(letter.answered_at, lang, 'short')} (
                {letter.answered_in_time
                  ? t('report-exports.letters.inTime')
                  : t('report-exports.letters.late')}
                )
              </td>
              <td>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void saveLetter(reportId, letter.id)}
                >
                  PDF ({letter.lang.toUpperCase()})
                  <span className="visually-hidden">
                    {' '}
                    {t('report-exports.letters.downloadFor', { id: letter.employee_id })}
                  </span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
