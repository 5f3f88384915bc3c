import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ReportGate,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { Select } from '#components/ui/select.tsx';
import { signedNumber } from '../lib/term-label.ts';
import { useReportList } from '#lib/reports/report-list.ts';
import { useComparison } from '../hooks/use-analysis-queries.ts';
import styles from './analysis.module.css';
import { CategoryChangesTable, IndicatorChangesTable } from './comparison-tables.tsx';
import { TrendChart } from './trend-chart.tsx';

/** This report beside another (default: the previous period's), the split, and the trend. */
export const ComparisonView = ({ reportId }: { reportId: string }) => {
  const { t } = useTranslation();
  const [other, setOther] = useState<string | undefined>(undefined);
  const query = useComparison(reportId, other);
  const reports = (useReportList().data ?? []).filter((r) => r.report_ready && r.id !== reportId);
  return (
    <div className={styles.stack}>
      <ReportGate query={query}>
        {(view) => (
          <section className={sectionStyles.block} aria-labelledby="comparison-title">
            <h2 id="comparison-title" className={sectionStyles.blockTitle}>
              {t('analysis.comparison.title')}
            </h2>
            <p className={sectionStyles.blockIntro}>{t('analysis.comparison.intro')}</p>
            <Select
              className={styles.picker}
              label={t('analysis.comparison.with')}
              value={view.other?.id ?? ''}
              placeholder={t('analysis.comparison.previous')}
              options={reports.map((r) => ({ value: r.id, label: r.label }))}
              onChange={(event) => setOther(event.target.value || undefined)}
            />
            {view.other === null ? (
              <p>{t('analysis.comparison.nothing')}</p>
            ) : (
              <>
                <IndicatorChangesTable
                  rows={view.indicators}
                  thisLabel={view.report.label}
                  otherLabel={view.other.label}
                />
                <h3>{t('analysis.comparison.splitTitle')}</h3>
                {view.split === null ? (
                  <p className={styles.note}>{t('analysis.comparison.noSplit')}</p>
                ) : (
                  <>
                    <dl className={styles.split}>
                      {(['stayers', 'leavers', 'joiners'] as const).map((part) => (
                        <div key={part} className={styles.card}>
                          <dt>{t(`analysis.comparison.${part}`)}</dt>
                          <dd>
                            {t('analysis.comparison.points', {
                              value: signedNumber(view.split?.[part]),
                            })}
                          </dd>
                        </div>
                      ))}
                    </dl>
                    <p className={styles.note}>{t('analysis.comparison.splitNote')}</p>
                  </>
                )}
                <CategoryChangesTable
                  rows={view.categories}
                  thisLabel={view.report.label}
                  otherLabel={view.other.label}
                />
              </>
            )}
          </section>
        )}
      </ReportGate>
      <TrendChart />
    </div>
  );
};
