import { useTranslation } from 'react-i18next';
import type { MeritCycle } from '@parytet/contract/merit-cycles';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { Notice } from '#components/ui/notice.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import type { MeritAccess } from '../hooks/use-merit-access.ts';
import { CycleFrame } from './cycle-frame.tsx';
import { CycleSettings } from './cycle-settings.tsx';
import styles from './merit-cycles.module.css';
import { PayrollExport } from './payroll-export.tsx';
import { ReviewActions } from './review-actions.tsx';

/** Who moved the cycle through review, and when. */
const Timeline = ({ cycle }: { cycle: MeritCycle }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const k = (key: string) => t(`merit-cycles.review.${key}`);
  const steps = [
    { key: 'created', at: cycle.created_at, by: cycle.created_by },
    { key: 'submitted', at: cycle.submitted_at, by: cycle.submitted_by },
    { key: 'approved', at: cycle.approved_at, by: cycle.approved_by },
    { key: 'applied', at: cycle.applied_at, by: null },
  ];
  return (
    <ol className={styles.timeline}>
      {steps.map((step) => (
        <li key={step.key} data-step={step.key} data-done={step.at ? true : undefined}>
          <span className={styles.stepName}>{k(`steps.${step.key}`)}</span>
          <span>
            {step.at
              ? [formatDate(step.at, lang, 'date-time'), step.by].filter(Boolean).join(' · ')
              : k('notYet')}
          </span>
        </li>
      ))}
    </ol>
  );
};

const Review = ({ cycle, access }: { cycle: MeritCycle; access: MeritAccess }) => {
  const { t } = useTranslation();
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`merit-cycles.review.${key}`, values);
  return (
    <div className={styles.stack}>
      <section className={sectionStyles.block} aria-labelledby="review-title">
        <h2 id="review-title" className={sectionStyles.blockTitle}>
          {k('title')}
        </h2>
        <p className={sectionStyles.blockIntro}>{k('intro')}</p>
        {cycle.state === 'draft' && cycle.sent_back_note && (
          <Notice tone="info" title={k('sentBackTitle')}>
            {cycle.sent_back_note}
          </Notice>
        )}
        <Timeline cycle={cycle} />
        <ReviewActions cycle={cycle} access={access} />
      </section>
      {access.proposals && (
        <section className={sectionStyles.block} aria-labelledby="export-title">
          <h2 id="export-title" className={sectionStyles.blockTitle}>
            {k('exportTitle')}
          </h2>
          <p className={sectionStyles.blockIntro}>{k('exportIntro')}</p>
          <div>
            <PayrollExport cycle={cycle} />
          </div>
        </section>
      )}
      {access.edit && (
        <section className={sectionStyles.block} aria-labelledby="settings-title">
          <h2 id="settings-title" className={sectionStyles.blockTitle}>
            {t('merit-cycles.settings.title')}
          </h2>
          {cycle.state !== 'draft' && (
            <p className={styles.note}>{t('merit-cycles.settings.locked')}</p>
          )}
          <CycleSettings cycle={cycle} />
        </section>
      )}
    </div>
  );
};

/** /main/merit-cycles/:id/review: submit, approve or send back, export, apply. */
export const ReviewScreen = () => (
  <CycleFrame view="review">
    {(cycle, access) => <Review cycle={cycle} access={access} />}
  </CycleFrame>
);
