import { useTranslation } from 'react-i18next';
import {
  ReportGate,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { formatMoney, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useReportingAccess } from '../hooks/use-reporting-access.ts';
import { useAssessment } from '../hooks/use-reporting-queries.ts';
import { AssessmentCategoryCard } from './assessment-category-card.tsx';
import { ReportingFrame } from './reporting-frame.tsx';
import { SubmissionPanel } from './submission-panel.tsx';
import styles from './reporting.module.css';

const AssessmentView = ({ id }: { id: string }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const { canEdit, canSubmit } = useReportingAccess();
  const query = useAssessment(id);
  return (
    <ReportGate query={query}>
      {(data) => (
        <section className={sectionStyles.block} aria-labelledby="assessment-title">
          <h2 id="assessment-title" className={sectionStyles.blockTitle}>
            {t('reporting.nav.assessment')}
          </h2>
          <p className={sectionStyles.blockIntro}>{t('reporting.assessment.intro')}</p>
          <SubmissionPanel reportId={id} data={data} canSubmit={canSubmit} />
          {data.flagged.length === 0 ? (
            <p>{t('reporting.assessment.none')}</p>
          ) : (
            <>
              <p className={styles.note}>
                {t('reporting.assessment.overall', {
                  monthly: formatMoney(data.cost_to_close.total_monthly_raise, lang, data.currency),
                  yearly: formatMoney(data.cost_to_close.total_yearly_raise, lang, data.currency),
                })}
              </p>
              <div className={styles.stack}>
                {data.flagged.map((row) => (
                  <AssessmentCategoryCard
                    key={row.category}
                    reportId={id}
                    row={row}
                    currency={data.currency}
                    canEdit={canEdit}
                  />
                ))}
              </div>
            </>
          )}
          {data.to_watch.length > 0 && (
            <section aria-labelledby="to-watch-title" data-section="to-watch">
              <h3 id="to-watch-title">{t('reporting.assessment.toWatchTitle')}</h3>
              <p className={styles.note}>{t('reporting.assessment.toWatchIntro')}</p>
              <ul>
                {data.to_watch.map((row) => (
                  <li key={row.category}>
                    {t('reporting.assessment.toWatchRow', {
                      category: row.category,
                      base: formatPercent(row.base_pay_gap_percentage, lang),
                      variable: formatPercent(row.variable_pay_gap_percentage, lang),
                      total: formatPercent(row.total_pay_gap_percentage, lang),
                    })}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </section>
      )}
    </ReportGate>
  );
};

/** /main/pay-transparency/:id/assessment: the Art. 10 joint pay assessment. */
export const AssessmentScreen = () => (
  <ReportingFrame view="assessment">
    {(report) => <AssessmentView key={report.id} id={report.id} />}
  </ReportingFrame>
);
