import { useTranslation } from 'react-i18next';
import type { RegressionView } from '@parytet/contract/regression';
import { termLabel } from '../lib/term-label.ts';
import styles from './analysis.module.css';

/** What the table leaves out, and why: aliased dummies, an absorbed factor, rows, small groups. */
export const ModelNotes = ({ view }: { view: RegressionView }) => {
  const { t } = useTranslation();
  const fit = view.regression;
  return (
    <div className={styles.notes}>
      <p className={styles.note}>{t(`analysis.model.about.${view.model}`)}</p>
      <p className={styles.note}>{t('analysis.model.signs')}</p>
      {fit?.absorbed && (
        <p className={styles.note}>
          {t('analysis.model.absorbed', {
            factor: t(`analysis.factors.${fit.absorbed.factor}`),
            count: fit.absorbed.groups,
          })}
        </p>
      )}
      {fit && fit.aliased.length > 0 && (
        <p className={styles.note}>
          {t('analysis.model.aliased', {
            terms: fit.aliased.map((term) => termLabel(t, term)).join(', '),
          })}
        </p>
      )}
      {view.withheld_terms > 0 && (
        <p className={styles.note}>
          {t('analysis.model.withheld', { count: view.withheld_terms })}
        </p>
      )}
      {view.excluded_count > 0 && (
        <details className={styles.details}>
          <summary>{t('analysis.model.excluded', { count: view.excluded_count })}</summary>
          {view.excluded_rows.length > 0 ? (
            <ul>
              {view.excluded_rows.map((row) => (
                <li key={`${row.id}:${row.reason}`}>
                  {row.id}: {t(`analysis.excludedReasons.${row.reason}`)}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('analysis.model.excludedWithheld')}</p>
          )}
        </details>
      )}
    </div>
  );
};
