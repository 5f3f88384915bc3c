import { useTranslation } from 'react-i18next';
import type { IndicatorsView } from '@parytet/contract/reporting/indicators';
import {
  ReportGate,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { useIndicators } from '../hooks/use-reporting-queries.ts';
import { CategoryGapsTable } from './category-gaps-table.tsx';
import { ComponentGapsChart } from './component-gaps-chart.tsx';
import { DutyPanel } from './duty-panel.tsx';
import { IndicatorCards } from './indicator-cards.tsx';
import { ReportingFrame } from './reporting-frame.tsx';
import styles from './reporting.module.css';
import { QuartileChart } from './quartile-chart.tsx';
import { UnexplainedGapPanel } from './unexplained-gap-panel.tsx';

const HOURS_KEY: Record<IndicatorsView['hours_basis'], string> = {
  fte: 'hoursFte',
  weekly_hours: 'hoursWeekly',
  full_time_assumed: 'hoursAssumed',
};
const SOURCE_KEY: Record<IndicatorsView['category_source'], string> = {
  level: 'categoriesLevels',
  position_mapping: 'categoriesMapping',
  category_column: 'categoriesColumn',
};

const IndicatorsView = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const query = useIndicators(id);
  return (
    <ReportGate query={query}>
      {(data) => (
        <div className={styles.stack}>
          <section className={sectionStyles.block} aria-labelledby="indicators-title">
            <h2 id="indicators-title" className={sectionStyles.blockTitle}>
              {t('reporting.nav.indicators')}
            </h2>
            <p className={sectionStyles.blockIntro}>{t('reporting.indicators.intro')}</p>
            <p className={styles.note}>
              {t(`reporting.header.${HOURS_KEY[data.hours_basis]}`)}{' '}
              {t(`reporting.header.${SOURCE_KEY[data.category_source]}`, {
                version: data.categories_version,
              })}
            </p>
            <IndicatorCards data={data} />
          </section>
          <QuartileChart bands={data.quartile_bands} />
          <section className={sectionStyles.block} aria-labelledby="categories-title">
            <h2 id="categories-title" className={sectionStyles.blockTitle}>
              {t('reporting.indicators.g')}
            </h2>
            <CategoryGapsTable rows={data.categories} />
          </section>
          <ComponentGapsChart rows={data.categories} />
          <UnexplainedGapPanel fit={data.unexplained_gap} />
          <DutyPanel
            duty={data.reporting_duty}
            periodStart={data.period_start}
            periodEnd={data.period_end}
          />
        </div>
      )}
    </ReportGate>
  );
};

/** /main/pay-transparency/:id/indicators: the seven Art. 9 indicators and the reporting duty. */
export const IndicatorsScreen = () => (
  <ReportingFrame view="indicators">
    {(report) => <IndicatorsView key={report.id} id={report.id} />}
  </ReportingFrame>
);
