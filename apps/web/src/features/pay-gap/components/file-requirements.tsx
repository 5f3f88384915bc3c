import { useTranslation } from 'react-i18next';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { METHODOLOGY_PATH } from '../lib/pay-gap-links.ts';
import styles from './upload.module.css';

/** The upload columns (decisions §5) in file order, with how strictly each is required. */
const COLUMNS = [
  { key: 'id', need: 'required' },
  { key: 'gender', need: 'required' },
  { key: 'level', need: 'required' },
  { key: 'position', need: 'required' },
  { key: 'location', need: 'optional' },
  { key: 'daysOff', need: 'emptyZero' },
  { key: 'baseSalary', need: 'required' },
  { key: 'bonuses', need: 'emptyZero' },
] as const;

const RULES = ['header', 'numbers', 'anonymous', 'oneSheet', 'format'] as const;

/** What the salary file must look like, in the user's language. */
export const FileRequirements = () => {
  const { t } = useTranslation();
  return (
    <section className={styles.requirements} aria-labelledby="file-requirements-title">
      <h2 id="file-requirements-title" className={styles.cardTitle}>
        {t('pay-gap.requirements.title')}
      </h2>
      <p className={styles.cardText}>{t('pay-gap.requirements.intro')}</p>
      <div className={styles.reqHead} aria-hidden="true">
        <span>{t('pay-gap.requirements.column')}</span>
        <span>{t('pay-gap.requirements.need')}</span>
        <span>{t('pay-gap.requirements.content')}</span>
      </div>
      <ul className={styles.reqList} aria-label={t('pay-gap.requirements.caption')}>
        {COLUMNS.map(({ key, need }) => {
          // The ID column is named the same in both languages: no alternative to show.
          const alt = key === 'id' ? null : t(`pay-gap.requirements.columns.${key}.alt`);
          return (
            <li key={key} className={styles.reqRow}>
              <p className={styles.columnName}>
                <strong>{t(`pay-gap.requirements.columns.${key}.name`)}</strong>
                {alt && <span className={styles.columnAlt}>{alt}</span>}
              </p>
              <p className={styles[need]}>{t(`pay-gap.requirements.needs.${need}`)}</p>
              <p>{t(`pay-gap.requirements.columns.${key}.rule`)}</p>
            </li>
          );
        })}
      </ul>
      <ul className={styles.rules}>
        {RULES.map((rule) => (
          <li key={rule}>{t(`pay-gap.requirements.rules.${rule}`)}</li>
        ))}
      </ul>
      <p className={styles.cardText}>
        <NewTabLink to={`${METHODOLOGY_PATH}#upload-columns`}>
          {t('pay-gap.requirements.more')}
        </NewTabLink>
      </p>
    </section>
  );
};
