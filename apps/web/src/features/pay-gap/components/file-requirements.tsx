import { useTranslation } from 'react-i18next';
import {
  SALARY_FILE_COLUMNS,
  SALARY_FILE_OPTIONAL_COLUMNS,
  type OptionalSalaryFileField,
  type SalaryFileField,
} from '@parytet/contract/salary-file';
import { NewTabLink } from '#components/ui/new-tab-link.tsx';
import { currentLanguage } from '#lib/i18n.ts';
import { METHODOLOGY_PATH } from '../lib/pay-gap-links.ts';
import styles from './upload.module.css';

/** How strictly each upload column (decisions §5, §8) is required. */
const NEED: Record<
  SalaryFileField | OptionalSalaryFileField,
  'required' | 'optional' | 'emptyZero'
> = {
  id: 'required',
  gender: 'required',
  level: 'required',
  position: 'required',
  location: 'optional',
  daysOff: 'emptyZero',
  baseSalary: 'required',
  bonuses: 'emptyZero',
  fte: 'optional',
  weeklyHours: 'optional',
  category: 'optional',
  yearsOfService: 'optional',
  age: 'optional',
  education: 'optional',
  performance: 'optional',
};

/** The engine's one list: the columns every file has, then the ones a file may add. */
const ALL_COLUMNS = [...SALARY_FILE_COLUMNS, ...SALARY_FILE_OPTIONAL_COLUMNS];

const RULES = ['header', 'numbers', 'anonymous', 'oneSheet', 'format'] as const;

/** What the salary file must look like, in the user's language. */
export const FileRequirements = () => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
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
        {ALL_COLUMNS.map((column) => {
          const need = NEED[column.field];
          const name = column[lang];
          const other = column[lang === 'en' ? 'pl' : 'en'];
          return (
            <li key={column.field} className={styles.reqRow}>
              <p className={styles.columnName}>
                <strong>{name}</strong>
                {other !== name && (
                  <span className={styles.columnAlt}>
                    {t('pay-gap.requirements.also', { name: other })}
                  </span>
                )}
              </p>
              <p className={styles[need]}>{t(`pay-gap.requirements.needs.${need}`)}</p>
              <p>{t(`pay-gap.requirements.columns.${column.field}.rule`)}</p>
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
